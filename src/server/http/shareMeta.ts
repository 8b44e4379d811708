/** What a shared link's preview shows (Open Graph plus the plain title and description). */
export interface ShareMeta {
  title: string;
  description: string;
  url: string;
  type: 'article';
  image: string | null;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute or element: staff's words never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

function metaTags(meta: ShareMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:type', meta.type),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
  ].join('');
}

/**
 * The page with its share tags: the app's own title and description are replaced (a crawler
 * keeps the first it finds), the rest go at the end of <head>.
 */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const bare = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return bare.replace(/<\/head>/i, () => `${metaTags(meta)}</head>`);
}
