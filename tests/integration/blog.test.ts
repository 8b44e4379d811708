import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../src/shared/contract/blog';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Gemdrop</title>
<meta name="description" content="The app" /></head><body><div id="root"></div></body></html>`;

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Post ${slug}`,
  summary: 'A summary',
  body: '# Hello\n\nSome **bold** words.',
  coverImageUrl: null,
  author: 'Gemdrop team',
  ...extra,
});

describe('the blog', () => {
  let dir: string;
  let t: TestApp;
  let operator: Client;
  let player: Client;
  let visitor: Client;

  /** Creates and publishes a post as the operator; answers its id. */
  async function publish(body: Record<string, unknown>): Promise<string> {
    const created = await operator.post('/api/admin/blog/posts', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.post.id as string;
    const published = await operator.post('/api/admin/blog/posts/publish', {
      id,
      published: true,
    });
    expect(published.status).toBe(200);
    return id;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blog-client-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    t = await startTestApp({ serveClient: true, clientDir: dir });
    operator = new Client(t.url, t.origin);
    await grantRole(t.app.services.db, (await operator.register()).id, 'ADMIN');
    player = new Client(t.url, t.origin);
    await player.register();
    visitor = new Client(t.url, t.origin);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a draft from readers until the operator publishes it', async () => {
    const created = await operator.post('/api/admin/blog/posts', post('draft-first'));
    expect(created.status).toBe(200);
    expect(created.body.post.publishedAt).toBeNull();
    expect((await visitor.get('/api/blog/posts/draft-first')).status).toBe(404);

    const id = created.body.post.id as string;
    await operator.post('/api/admin/blog/posts/publish', { id, published: true });
    const read = await visitor.get('/api/blog/posts/draft-first');
    expect(read.status).toBe(200);
    expect(read.body.post).toMatchObject({ title: 'Post draft-first', body: post('x').body });

    const edited = await operator.post('/api/admin/blog/posts/update', { id, title: 'Renamed' });
    expect(edited.body.post.title).toBe('Renamed');
    expect((await visitor.get('/api/blog/posts/draft-first')).body.post.title).toBe('Renamed');

    await operator.post('/api/admin/blog/posts/publish', { id, published: false });
    expect((await visitor.get('/api/blog/posts/draft-first')).status).toBe(404);
    expect((await operator.post('/api/admin/blog/posts/delete', { id })).status).toBe(200);
    expect((await operator.post('/api/admin/blog/posts/delete', { id })).status).toBe(404);
  });

  it('refuses players and visitors on every operator call', async () => {
    expect((await player.post('/api/admin/blog/posts', post('not-staff'))).status).toBe(403);
    expect((await player.get('/api/admin/blog/posts')).status).toBe(403);
    expect((await visitor.post('/api/admin/blog/posts', post('not-staff'))).status).toBe(401);
  });

  it('refuses a taken slug, a bad slug and a cover from a foreign host', async () => {
    await publish(post('unique-slug'));
    expect((await operator.post('/api/admin/blog/posts', post('unique-slug'))).status).toBe(409);
    expect((await operator.post('/api/admin/blog/posts', post('Bad Slug!'))).status).toBe(400);
    const foreign = post('foreign-cover', { coverImageUrl: 'https://evil.example/x.png' });
    expect((await operator.post('/api/admin/blog/posts', foreign)).status).toBe(400);
  });

  it('lists published posts newest first, nine to a page', async () => {
    for (let n = 0; n < BLOG_PAGE_SIZE + 2; n++) await publish(post(`paged-${n}`));
    const first = await visitor.get('/api/blog/posts');
    expect(first.status).toBe(200);
    expect(first.body.posts).toHaveLength(BLOG_PAGE_SIZE);
    const dates = first.body.posts.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.posts[0]).not.toHaveProperty('body');
    const { total, pageCount } = first.body;
    expect(pageCount).toBe(Math.ceil(total / BLOG_PAGE_SIZE));

    const last = await visitor.get(`/api/blog/posts?page=${pageCount}`);
    expect(last.body.posts).toHaveLength(total - (pageCount - 1) * BLOG_PAGE_SIZE);
    const everySlug = [];
    for (let page = 1; page <= pageCount; page++) {
      const { body } = await visitor.get(`/api/blog/posts?page=${page}`);
      everySlug.push(...body.posts.map((p: { slug: string }) => p.slug));
    }
    expect(new Set(everySlug).size).toBe(total);
    expect(everySlug).toContain(`paged-${BLOG_PAGE_SIZE + 1}`);
    const beyond = await visitor.get(`/api/blog/posts?page=${pageCount + 1}`);
    expect(beyond.body).toMatchObject({ posts: [], total, pageCount });
    expect((await visitor.get('/api/blog/posts?page=0')).status).toBe(400);
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await visitor.get('/api/blog/posts/no-such-post')).status).toBe(404);
  });

  it('serves a post page with its share tags, escaped', async () => {
    await publish(
      post('share-me', {
        title: 'Quotes " and <script>alert(1)</script>',
        summary: 'Tom & Jerry\'s "summary" <b>',
        coverImageUrl: 'https://cdn.gemdrop.gg/blog/cover.webp',
      }),
    );
    const res = await fetch(`${t.url}/blog/share-me`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Quotes &quot; and &lt;script&gt;alert(1)&lt;/script&gt; | GemDrop blog</title>',
    );
    expect(html).not.toContain('<title>Gemdrop</title>');
    expect(html).not.toContain('content="The app"');
    const description = 'Tom &amp; Jerry&#39;s &quot;summary&quot; &lt;b&gt;';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${t.origin}/blog/share-me" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.gemdrop.gg/blog/cover.webp" />',
    );
  });

  it('serves the plain page for an unknown or draft post', async () => {
    await operator.post('/api/admin/blog/posts', post('still-a-draft'));
    for (const path of ['/blog/still-a-draft', '/blog/no-such-post', '/blog/page/2']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<title>Gemdrop</title>');
      expect(html, path).not.toContain('og:title');
    }
  });
});
