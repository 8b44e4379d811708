import type { Statement } from '../../db/client';

// The blog statements, prepared once per connection.

const COLUMNS = `id, slug, title, summary, body, cover_image_url, author, published_at, updated_at`;

export interface PostRow extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_image_url: string | null;
  author: string;
  published_at: Date | string | null;
  updated_at: Date | string;
}

export const INSERT_POST: Statement = {
  name: 'blog_insert_post',
  text: `INSERT INTO blog_posts (slug, title, summary, body, cover_image_url, author, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
};

/** Each field changes only when given: a null parameter keeps the stored value ($6 flags the cover). */
export const UPDATE_POST: Statement = {
  name: 'blog_update_post',
  text: `UPDATE blog_posts SET
           slug = coalesce($2, slug), title = coalesce($3, title),
           summary = coalesce($4, summary), body = coalesce($5, body),
           cover_image_url = CASE WHEN $6::boolean THEN $7 ELSE cover_image_url END,
           author = coalesce($8, author), updated_at = $9
         WHERE id = $1 RETURNING ${COLUMNS}`,
};

/** Publishing stamps the moment once; publishing a published post keeps its date. */
export const SET_PUBLISHED: Statement = {
  name: 'blog_set_published',
  text: `UPDATE blog_posts SET
           published_at = CASE WHEN $2::boolean THEN coalesce(published_at, $3) ELSE NULL END,
           updated_at = $3
         WHERE id = $1 RETURNING ${COLUMNS}`,
};

export const DELETE_POST: Statement = {
  name: 'blog_delete_post',
  text: `DELETE FROM blog_posts WHERE id = $1 RETURNING id`,
};

export const ALL_POSTS: Statement = {
  name: 'blog_all_posts',
  text: `SELECT ${COLUMNS} FROM blog_posts ORDER BY updated_at DESC, id LIMIT 500`,
};

export const PUBLISHED_PAGE: Statement = {
  name: 'blog_published_page',
  text: `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM blog_posts
         WHERE published_at IS NOT NULL
         ORDER BY published_at DESC, id LIMIT $1 OFFSET $2`,
};

export const PUBLISHED_COUNT: Statement = {
  name: 'blog_published_count',
  text: `SELECT count(*)::int AS total FROM blog_posts WHERE published_at IS NOT NULL`,
};

export const PUBLISHED_BY_SLUG: Statement = {
  name: 'blog_published_by_slug',
  text: `SELECT ${COLUMNS} FROM blog_posts WHERE slug = $1 AND published_at IS NOT NULL`,
};
