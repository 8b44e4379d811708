import { describe, expect, it } from 'vitest';
import { EMPTY_POST, blogPostFormSchema, slugFrom, valuesOf } from './blog-post-form';

const FILLED = {
  title: '  Spring update  ',
  slug: 'spring-update',
  summary: 'What changed',
  author: 'The team',
  coverImageUrl: '',
  body: '# Hello',
};

describe('slugFrom', () => {
  it.each([
    ['Spring update: new cases!', 'spring-update-new-cases'],
    ['  Crème brûlée  ', 'creme-brulee'],
    ['---', ''],
    ['Top 10 -- drops', 'top-10-drops'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugFrom(title)).toBe(slug);
  });

  it('keeps within 80 characters and never ends on a hyphen', () => {
    const slug = slugFrom(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });
});

describe('blogPostFormSchema', () => {
  it('gives the contract body: trimmed lines, an empty cover as null', () => {
    expect(blogPostFormSchema.parse(FILLED)).toEqual({
      ...FILLED,
      title: 'Spring update',
      coverImageUrl: null,
    });
  });

  it('keeps a cover on an allowed host and refuses another', () => {
    const cover = 'https://cdn.gemdrop.gg/spring.png';
    expect(blogPostFormSchema.parse({ ...FILLED, coverImageUrl: ` ${cover} ` })).toMatchObject({
      coverImageUrl: cover,
    });
    const foreign = blogPostFormSchema.safeParse({ ...FILLED, coverImageUrl: 'https://x.io/a' });
    expect(foreign.error?.issues.map((issue) => issue.message)).toEqual([
      'Cover image must be https on an allowed image host',
    ]);
  });

  it('names every missing field of an empty form', () => {
    const result = blogPostFormSchema.safeParse(EMPTY_POST);
    expect([...new Set(result.error?.issues.map((issue) => issue.path[0]))].sort()).toEqual([
      'author',
      'body',
      'slug',
      'summary',
      'title',
    ]);
  });
});

describe('valuesOf', () => {
  it('shows a post without a cover as an empty input', () => {
    expect(
      valuesOf({
        ...FILLED,
        id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
        publishedAt: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
        coverImageUrl: null,
      }),
    ).toEqual({ ...FILLED });
  });
});
