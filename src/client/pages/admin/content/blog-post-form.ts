// The post editor holds strings, as inputs do; these turn them into the contract's body
// before the contract's own schema checks it, so the form and the server agree on one rule.

import { z } from 'zod';
import {
  type CreateBlogPostBody,
  type OperatorBlogPost,
  createBlogPostBody,
} from '../../../../shared/contract/blog';

/** What the editor's inputs hold. */
export interface BlogPostValues {
  title: string;
  slug: string;
  summary: string;
  author: string;
  coverImageUrl: string;
  body: string;
}

export const EMPTY_POST: BlogPostValues = {
  title: '',
  slug: '',
  summary: '',
  author: '',
  coverImageUrl: '',
  body: '',
};

/** A saved post's fields, to edit. */
export function valuesOf(post: OperatorBlogPost): BlogPostValues {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    author: post.author,
    coverImageUrl: post.coverImageUrl ?? '',
    body: post.body,
  };
}

/** An empty cover input means the post has none. */
export const blogPostFormSchema = z.preprocess((raw) => {
  const values = raw as BlogPostValues;
  const cover = values.coverImageUrl.trim();
  return { ...values, coverImageUrl: cover === '' ? null : cover };
}, createBlogPostBody);

export type BlogPostFormOutput = CreateBlogPostBody;

/**
 * The slug a title suggests: lowercase words of letters and digits joined by single hyphens,
 * accents dropped, cut to the contract's 80 characters without a trailing hyphen.
 */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
