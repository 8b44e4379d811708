import type { HttpResponse } from '../../../../shared/contract';
import type { CreateBlogPostBody, UpdateBlogPostBody } from '../../../../shared/contract/blog';
import type { SponsorshipStatus } from '../../../../shared/contract/sponsorships';
import { apiRequest } from '../../../lib/http';

/** The content screen's calls; the server refuses each to anyone but ADMIN and SUPER_ADMIN. */
export const contentApi = {
  posts: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListBlogPosts'>>('/admin/blog/posts', { signal }),
  createPost: (body: CreateBlogPostBody) =>
    apiRequest<HttpResponse<'adminCreateBlogPost'>>('/admin/blog/posts', {
      method: 'POST',
      body,
    }),
  updatePost: (body: UpdateBlogPostBody) =>
    apiRequest<HttpResponse<'adminUpdateBlogPost'>>('/admin/blog/posts/update', {
      method: 'POST',
      body,
    }),
  /** Publishes now, or (false) takes the post back to a draft readers cannot open. */
  setPublished: (id: string, published: boolean) =>
    apiRequest<HttpResponse<'adminPublishBlogPost'>>('/admin/blog/posts/publish', {
      method: 'POST',
      body: { id, published },
    }),
  deletePost: (id: string) =>
    apiRequest('/admin/blog/posts/delete', { method: 'POST', body: { id } }),
  applications: (signal?: AbortSignal) =>
    apiRequest<HttpResponse<'adminListSponsorshipApplications'>>(
      '/admin/sponsorships/applications',
      { signal },
    ),
  markApplication: (id: string, status: SponsorshipStatus) =>
    apiRequest<HttpResponse<'adminMarkSponsorshipApplication'>>(
      '/admin/sponsorships/applications/mark',
      { method: 'POST', body: { id, status } },
    ),
};
