import type { Brand } from '../../shared/brands';
import { brandStyleRule } from '../../shared/brands';
import { escapeHtml } from './shareMeta';

/** The name index.html is built with; the page swaps it for the brand's. */
const BUILT_NAME = 'GemDrop';

/**
 * The built index.html dressed as the brand: its name in the title and the no-script note,
 * its favicon, and its accent colours as a rule in <head>, so the first paint already
 * carries them (no flash of the other brand's colour while the stylesheet loads).
 */
export function withBrand(indexHtml: string, brand: Brand): string {
  const name = escapeHtml(brand.name);
  return indexHtml
    .replace(
      /<title>([\s\S]*?)<\/title>/i,
      (_all, title: string) => `<title>${title.replaceAll(BUILT_NAME, name)}</title>`,
    )
    .replace(
      /<noscript>([\s\S]*?)<\/noscript>/i,
      (_all, note: string) => `<noscript>${note.replaceAll(BUILT_NAME, name)}</noscript>`,
    )
    .replace(
      /<link\s+rel="icon"[^>]*>/i,
      `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.favicon)}" />`,
    )
    .replace(/<\/head>/i, () => `<style id="brand-colors">${brandStyleRule(brand)}</style></head>`);
}
