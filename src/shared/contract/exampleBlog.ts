import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the blog calls (spread into examples.ts).

const examplePost = {
  slug: 'how-crash-rounds-are-fair',
  title: 'How crash rounds are fair',
  summary: 'The hash chain behind every crash point, and how to check one yourself.',
  coverImageUrl: 'https://cdn.gemdrop.gg/blog/crash-chain.webp',
  author: 'Gemdrop team',
  publishedAt: EXAMPLE_DATE,
};
const body = '## The chain\n\nEvery round’s seed is the **hash** of the next one.';
const operatorPost = {
  ...examplePost,
  body,
  id: '5b1c2d3e-4f50-4a61-8b72-9c0d1e2f3a4b',
  updatedAt: EXAMPLE_DATE,
};

export const blogExampleResponses: {
  listBlogPosts: HttpResponse<'listBlogPosts'>;
  getBlogPost: HttpResponse<'getBlogPost'>;
  adminListBlogPosts: HttpResponse<'adminListBlogPosts'>;
  adminCreateBlogPost: HttpResponse<'adminCreateBlogPost'>;
  adminUpdateBlogPost: HttpResponse<'adminUpdateBlogPost'>;
  adminPublishBlogPost: HttpResponse<'adminPublishBlogPost'>;
  adminDeleteBlogPost: HttpResponse<'adminDeleteBlogPost'>;
} = {
  listBlogPosts: { posts: [examplePost], page: 1, pageCount: 1, total: 1 },
  getBlogPost: { post: { ...examplePost, body } },
  adminListBlogPosts: { posts: [operatorPost, { ...operatorPost, publishedAt: null }] },
  adminCreateBlogPost: { post: { ...operatorPost, publishedAt: null } },
  adminUpdateBlogPost: { post: operatorPost },
  adminPublishBlogPost: { post: operatorPost },
  adminDeleteBlogPost: { ok: true },
};
