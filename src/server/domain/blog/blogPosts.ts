import {
  BLOG_PAGE_SIZE,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type CreateBlogPostBody,
  type OperatorBlogPost,
  type UpdateBlogPostBody,
} from '../../../shared/contract/blog';
import type { Database } from '../../db/client';
import { type Tx, autocommit, pgErrorOf, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { recordAudit } from '../auditRecord';
import { conflict, notFound } from '../errors';
import {
  ALL_POSTS,
  DELETE_POST,
  INSERT_POST,
  PUBLISHED_BY_SLUG,
  PUBLISHED_COUNT,
  PUBLISHED_PAGE,
  type PostRow,
  SET_PUBLISHED,
  UPDATE_POST,
} from './blogStatements';

export interface BlogPostsDeps {
  db: Database;
  accounts: Pick<Accounts, 'rolesOf'>;
  clock?: () => number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const noSuchPost = () => notFound('No such blog post');

function toOperatorPost(row: PostRow): OperatorBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverImageUrl: row.cover_image_url,
    author: row.author,
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    updatedAt: iso(row.updated_at),
  };
}

function toSummary(row: PostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImageUrl: row.cover_image_url,
    author: row.author,
    publishedAt: iso(row.published_at!),
  };
}

/** Staff write Markdown posts; readers see only the published ones. */
export class BlogPosts {
  private readonly clock: () => number;

  constructor(private readonly deps: BlogPostsDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async page(page: number): Promise<BlogPage> {
    return autocommit(this.deps.db, async (tx) => {
      const rows = await tx.query<PostRow & { total: number }>(PUBLISHED_PAGE, [
        BLOG_PAGE_SIZE,
        (page - 1) * BLOG_PAGE_SIZE,
      ]);
      // A page past the end has no rows to carry the count, so ask for it alone.
      const total =
        rows[0]?.total ?? (await tx.query<{ total: number }>(PUBLISHED_COUNT, []))[0]!.total;
      return {
        posts: rows.map(toSummary),
        page,
        pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
        total,
      };
    });
  }

  /** A published post, or null: drafts do not exist for readers. */
  async publishedBySlug(slug: string): Promise<BlogPost | null> {
    const [row] = await autocommit(this.deps.db, (tx) =>
      tx.query<PostRow>(PUBLISHED_BY_SLUG, [slug]),
    );
    return row ? { ...toSummary(row), body: row.body } : null;
  }

  async list(actorId: string): Promise<OperatorBlogPost[]> {
    await this.assertStaff(actorId);
    return autocommit(this.deps.db, async (tx) =>
      (await tx.query<PostRow>(ALL_POSTS, [])).map(toOperatorPost),
    );
  }

  async create(actorId: string, input: CreateBlogPostBody): Promise<OperatorBlogPost> {
    await this.assertStaff(actorId);
    return this.write(actorId, 'blog-post.create', async (tx) => {
      const [row] = await tx.query<PostRow>(INSERT_POST, [
        input.slug,
        input.title,
        input.summary,
        input.body,
        input.coverImageUrl,
        input.author,
        actorId,
      ]);
      return row;
    });
  }

  async update(actorId: string, input: UpdateBlogPostBody): Promise<OperatorBlogPost> {
    await this.assertStaff(actorId);
    return this.write(actorId, 'blog-post.update', async (tx) => {
      const [row] = await tx.query<PostRow>(UPDATE_POST, [
        input.id,
        input.slug ?? null,
        input.title ?? null,
        input.summary ?? null,
        input.body ?? null,
        input.coverImageUrl !== undefined,
        input.coverImageUrl ?? null,
        input.author ?? null,
        new Date(this.clock()),
      ]);
      return row;
    });
  }

  async setPublished(actorId: string, id: string, published: boolean): Promise<OperatorBlogPost> {
    await this.assertStaff(actorId);
    return this.write(actorId, published ? 'blog-post.publish' : 'blog-post.unpublish', (tx) =>
      tx
        .query<PostRow>(SET_PUBLISHED, [id, published, new Date(this.clock())])
        .then(([row]) => row),
    );
  }

  async remove(actorId: string, id: string): Promise<void> {
    await this.assertStaff(actorId);
    await transact(this.deps.db, async (tx) => {
      const [gone] = await tx.query(DELETE_POST, [id]);
      if (!gone) throw noSuchPost();
      await recordAudit(tx, { actorId, action: 'blog-post.delete', targetId: id, details: {} });
    });
  }

  private async assertStaff(actorId: string) {
    assertCan(await this.deps.accounts.rolesOf(actorId), 'blog.manage');
  }

  /** Runs one change with its audit row; a slug another post has is a conflict. */
  private async write(
    actorId: string,
    action: string,
    change: (tx: Tx) => Promise<PostRow | undefined>,
  ): Promise<OperatorBlogPost> {
    try {
      return await transact(this.deps.db, async (tx) => {
        const row = await change(tx);
        if (!row) throw noSuchPost();
        await recordAudit(tx, {
          actorId,
          action,
          targetId: row.id,
          details: { slug: row.slug, published: row.published_at !== null },
        });
        return toOperatorPost(row);
      });
    } catch (error) {
      if (pgErrorOf(error).code === '23505')
        throw conflict('BLOG_SLUG_TAKEN', 'Another post already has that slug');
      throw error;
    }
  }
}
