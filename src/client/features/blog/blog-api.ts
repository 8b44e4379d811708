import type { HttpResponse } from '../../../shared/contract';
import { apiRequest } from '../../lib/http';

export const blogApi = {
  /** One page of published posts, newest first. */
  page: (page: number, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'listBlogPosts'>>(`/blog/posts?page=${page}`, { signal }),
  /** A published post with its Markdown; 404 for an unknown or unpublished slug. */
  post: (slug: string, signal?: AbortSignal) =>
    apiRequest<HttpResponse<'getBlogPost'>>(`/blog/posts/${encodeURIComponent(slug)}`, {
      signal,
    }),
};
