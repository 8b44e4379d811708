import { z } from 'zod';
import { isoDateTimeSchema, textSchema } from './common';
import { httpCall } from './define';

/** Posts per page of /blog: three rows of three cards. */
export const BLOG_PAGE_SIZE = 9;

/**
 * Hosts a cover or a Markdown image may come from (https only): our own image CDN and Steam's,
 * so a post never makes readers' browsers call an address staff did not mean to trust.
 */
export const BLOG_IMAGE_HOSTS = [
  'cdn.gemdrop.gg',
  'images.gemdrop.gg',
  'community.cloudflare.steamstatic.com',
] as const;

/** True for an https address on an allowed image host (exactly, no subdomains). */
export function isBlogImageUrl(address: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (BLOG_IMAGE_HOSTS as readonly string[]).includes(url.hostname)
  );
}

export const blogPostIdSchema = z.uuid({ error: 'Post id must be a uuid' });

/** Lowercase words joined by single hyphens: safe in a path and in the share tags. */
export const blogSlugSchema = textSchema({ error: 'Slug must be a string' })
  .min(3, { error: 'Slug must be 3 to 80 characters' })
  .max(80, { error: 'Slug must be 3 to 80 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Slug may only have lowercase letters, digits and single hyphens between them',
  });

const coverSchema = textSchema({ error: 'Cover image must be a string or null' })
  .max(2048, { error: 'Cover image address is too long' })
  .refine(isBlogImageUrl, { error: 'Cover image must be https on an allowed image host' })
  .nullable();

function line(name: string, max: number) {
  return textSchema({ error: `${name} must be a string` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` });
}

/** Every field staff write; the cover is null when the post has none. */
const postFields = {
  slug: blogSlugSchema,
  title: line('Title', 140),
  summary: line('Summary', 300),
  body: line('Body', 50_000),
  coverImageUrl: coverSchema,
  author: line('Author', 60),
};

export const createBlogPostBody = z.object(postFields).strict();
export type CreateBlogPostBody = z.infer<typeof createBlogPostBody>;

/** Only the fields given change; at least one must be. */
export const updateBlogPostBody = z
  .object({ id: blogPostIdSchema, ...postFields })
  .partial()
  .required({ id: true })
  .strict()
  .refine((body) => Object.keys(body).length > 1, { error: 'Give at least one field to change' });
export type UpdateBlogPostBody = z.infer<typeof updateBlogPostBody>;

export const publishBlogPostBody = z
  .object({ id: blogPostIdSchema, published: z.boolean({ error: 'Published must be a boolean' }) })
  .strict();

export const deleteBlogPostBody = z.object({ id: blogPostIdSchema }).strict();

/** A post as readers see it on a card: everything but the body. */
export const blogPostSummarySchema = z.object({
  slug: blogSlugSchema,
  title: textSchema(),
  summary: textSchema(),
  coverImageUrl: textSchema().nullable(),
  author: textSchema(),
  publishedAt: isoDateTimeSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ body: textSchema() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as staff see it: drafts too (publishedAt null), with its id and last change. */
export const operatorBlogPostSchema = blogPostSchema.extend({
  id: blogPostIdSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type OperatorBlogPost = z.infer<typeof operatorBlogPostSchema>;

export const listBlogPostsQuery = z
  .object({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int({ error: 'Page must be a whole number' })
      .min(1, { error: 'Page must be from 1 to 10000' })
      .max(10_000, { error: 'Page must be from 1 to 10000' })
      .optional(),
  })
  .strict();

export const blogPageSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int().min(1),
  /** At least 1, so an empty blog still has its first page. */
  pageCount: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

const operatorAnswer = z.object({ post: operatorBlogPostSchema });

export const blogCalls = {
  listBlogPosts: httpCall({
    method: 'GET',
    path: '/blog/posts',
    summary: 'Published blog posts, newest first, a page of nine at a time',
    query: listBlogPostsQuery,
    response: blogPageSchema,
  }),
  getBlogPost: httpCall({
    method: 'GET',
    path: '/blog/posts/:slug',
    summary: 'One published blog post by its slug, Markdown body included; 404 otherwise',
    params: z.object({ slug: blogSlugSchema }).strict(),
    response: z.object({ post: blogPostSchema }),
  }),
  adminListBlogPosts: httpCall({
    method: 'GET',
    path: '/admin/blog/posts',
    summary: 'Every blog post, drafts included, newest change first (admins)',
    auth: true,
    permission: 'blog.manage',
    response: z.object({ posts: z.array(operatorBlogPostSchema) }),
  }),
  adminCreateBlogPost: httpCall({
    method: 'POST',
    path: '/admin/blog/posts',
    summary: 'Write a blog post as an unpublished draft (admins); audited',
    auth: true,
    permission: 'blog.manage',
    body: createBlogPostBody,
    response: operatorAnswer,
  }),
  adminUpdateBlogPost: httpCall({
    method: 'POST',
    path: '/admin/blog/posts/update',
    summary: 'Change a blog post, published or not (admins); audited',
    auth: true,
    permission: 'blog.manage',
    body: updateBlogPostBody,
    response: operatorAnswer,
  }),
  adminPublishBlogPost: httpCall({
    method: 'POST',
    path: '/admin/blog/posts/publish',
    summary: 'Publish a blog post now, or take it back to draft (admins); audited',
    auth: true,
    permission: 'blog.manage',
    body: publishBlogPostBody,
    response: operatorAnswer,
  }),
  adminDeleteBlogPost: httpCall({
    method: 'POST',
    path: '/admin/blog/posts/delete',
    summary: 'Delete a blog post for good (admins); audited',
    auth: true,
    permission: 'blog.manage',
    body: deleteBlogPostBody,
    response: z.object({ ok: z.literal(true) }),
  }),
};
