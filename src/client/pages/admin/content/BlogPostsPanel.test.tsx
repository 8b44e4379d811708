// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import { BlogPostsPanel } from './BlogPostsPanel';

const DRAFT = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  slug: 'spring-update',
  title: 'Spring update',
  summary: 'What changed this spring',
  body: 'Hello **readers**',
  coverImageUrl: null,
  author: 'The team',
  publishedAt: null,
  updatedAt: '2026-03-01T09:30:00.000Z',
};
const PUBLISHED = {
  ...DRAFT,
  id: '6b5c4d3e-2f10-4b0a-9d8e-7f6a5b4c3d2e',
  slug: 'winter-recap',
  title: 'Winter recap',
  publishedAt: '2026-02-01T12:00:00.000Z',
  updatedAt: '2026-02-01T12:00:00.000Z',
};
const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<BlogPostsPanel>', () => {
  it('lists drafts and published posts with their state and dates', async () => {
    fakeFetch({ 'GET /api/admin/blog/posts': ok({ posts: [DRAFT, PUBLISHED] }) });
    render(<BlogPostsPanel />);
    const list = await screen.findByRole('list', { name: 'Blog posts, newest change first' });
    const [draft, published] = within(list).getAllByRole('listitem');
    expect(draft!.textContent).toContain('Spring update Draft');
    expect(draft!.textContent).toContain('/blog/spring-update');
    expect(draft!.textContent).toContain('Not published · changed 1 Mar 2026, 09:30 UTC');
    expect(published!.textContent).toContain('Winter recap Published');
    expect(published!.textContent).toContain('Published 1 Feb 2026, 12:00 UTC');
    expect(within(draft!).getByRole('button', { name: 'Publish Spring update' })).toBeTruthy();
    expect(within(published!).getByRole('button', { name: 'Unpublish Winter recap' })).toBeTruthy();
  });

  it('checks the form with the contract before sending, the errors beside their fields', async () => {
    const requests = fakeFetch({ 'GET /api/admin/blog/posts': ok({ posts: [] }) });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New post' });
    type(within(form).getByLabelText('Cover image (optional)'), 'https://evil.example/a.png');
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await within(form).findByText('Title is required')).toBeTruthy();
    const slug = within(form).getByLabelText('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    const slugError = within(form).getByText('Slug must be 3 to 80 characters');
    expect(slug.getAttribute('aria-describedby')).toContain(slugError.id);
    expect(within(form).getByText('Summary is required')).toBeTruthy();
    expect(within(form).getByText('Author is required')).toBeTruthy();
    expect(within(form).getByText('Body is required')).toBeTruthy();
    const coverError = within(form).getByText('Cover image must be https on an allowed image host');
    const cover = within(form).getByLabelText('Cover image (optional)');
    expect(cover.getAttribute('aria-describedby')).toContain(coverError.id);
    expect(posts(requests)).toEqual([]);
  });

  it('redraws the preview as the operator types, with the public blog’s renderer', async () => {
    fakeFetch({ 'GET /api/admin/blog/posts': ok({ posts: [] }) });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New post' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('Untitled post');

    type(within(form).getByLabelText('Title'), 'Big news');
    type(within(form).getByLabelText('Body (Markdown)'), '## Drops\n\nNow **faster**.');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Drops' }).tagName).toBe('H2'),
    );
    expect(preview.textContent).toContain('Big news');
    expect(within(preview).getByText('faster').tagName).toBe('STRONG');

    // Whatever HTML is typed stays text, as on the public page.
    type(within(form).getByLabelText('Body (Markdown)'), '<img src=x onerror=alert(1)>');
    await waitFor(() => expect(preview.textContent).toContain('<img src=x onerror=alert(1)>'));
    expect(preview.querySelector('img')).toBeNull();
  });

  it('suggests the slug from the title, saves the draft and keeps it open to edit', async () => {
    const saved = { ...DRAFT, title: 'Spring update!' };
    const requests = fakeFetch({
      'GET /api/admin/blog/posts': [ok({ posts: [] }), ok({ posts: [saved] })],
      'POST /api/admin/blog/posts': ok({ post: saved }),
      'POST /api/admin/blog/posts/update': ok({ post: { ...saved, summary: 'Shorter' } }),
    });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New post' });
    type(within(form).getByLabelText('Title'), 'Spring update!');
    expect((within(form).getByLabelText('Slug') as HTMLInputElement).value).toBe('spring-update');
    type(within(form).getByLabelText('Summary'), DRAFT.summary);
    type(within(form).getByLabelText('Author'), ' The team ');
    type(within(form).getByLabelText('Body (Markdown)'), DRAFT.body);
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft “Spring update!” saved.')).toBeTruthy();
    const edit = await screen.findByRole('form', { name: 'Edit post' });
    expect(document.activeElement?.textContent).toBe('Edit “Spring update!”');
    type(within(edit).getByLabelText('Summary'), 'Shorter');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Spring update!” saved.')).toBeTruthy();
    const fields = {
      title: 'Spring update!',
      slug: 'spring-update',
      summary: DRAFT.summary,
      author: 'The team',
      coverImageUrl: null,
      body: DRAFT.body,
    };
    expect(posts(requests)).toEqual([
      ['/api/admin/blog/posts', fields],
      ['/api/admin/blog/posts/update', { id: DRAFT.id, ...fields, summary: 'Shorter' }],
    ]);
  });

  it('shows a slug another post has beside the slug field', async () => {
    fakeFetch({
      'GET /api/admin/blog/posts': ok({ posts: [PUBLISHED] }),
      'POST /api/admin/blog/posts/update': fail(
        409,
        'BLOG_SLUG_TAKEN',
        'Another post already has that slug',
      ),
    });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Winter recap' }));
    const form = screen.getByRole('form', { name: 'Edit post' });
    type(within(form).getByLabelText('Slug'), 'spring-update');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const error = await within(form).findByText('Another post already has that slug');
    expect(within(form).getByLabelText('Slug').getAttribute('aria-describedby')).toContain(
      error.id,
    );
  });

  it('publishes a draft and takes a published post back to draft', async () => {
    const requests = fakeFetch({
      'GET /api/admin/blog/posts': [
        ok({ posts: [DRAFT, PUBLISHED] }),
        ok({ posts: [{ ...DRAFT, publishedAt: '2026-03-02T08:00:00.000Z' }, PUBLISHED] }),
      ],
      'POST /api/admin/blog/posts/publish': ok({ post: DRAFT }),
    });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Spring update' }));
    expect(
      await screen.findByText('“Spring update” is published on /blog/spring-update.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unpublish Spring update' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish Winter recap' }));
    expect(
      await screen.findByText('“Winter recap” is back to a draft: readers no longer see it.'),
    ).toBeTruthy();
    expect(posts(requests)).toEqual([
      ['/api/admin/blog/posts/publish', { id: DRAFT.id, published: true }],
      ['/api/admin/blog/posts/publish', { id: PUBLISHED.id, published: false }],
    ]);
  });

  it('deletes a post only once the operator confirms', async () => {
    const requests = fakeFetch({
      'GET /api/admin/blog/posts': [ok({ posts: [DRAFT] }), ok({ posts: [] })],
      'POST /api/admin/blog/posts/delete': ok({ ok: true }),
    });
    render(<BlogPostsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring update' }));
    const confirm = screen.getByRole('group', { name: 'Delete Spring update' });
    expect(document.activeElement?.textContent).toBe('Delete for good');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(posts(requests)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Spring update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('“Spring update” is deleted.')).toBeTruthy();
    expect(await screen.findByText('No post yet.')).toBeTruthy();
    expect(posts(requests)).toEqual([['/api/admin/blog/posts/delete', { id: DRAFT.id }]]);
  });

  it('says why the list could not be read', async () => {
    fakeFetch({ 'GET /api/admin/blog/posts': fail(403, 'FORBIDDEN', 'Not allowed') });
    render(<BlogPostsPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
  });
});
