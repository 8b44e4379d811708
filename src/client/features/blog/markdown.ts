import MarkdownIt from 'markdown-it';
import { isBlogImageUrl } from '../../../shared/contract/blog';

/**
 * Staff's Markdown as HTML that is safe to insert. With `html: false` markdown-it escapes any
 * HTML in the source, so a <script> or an onerror attribute reads as text; its link check
 * drops javascript:, vbscript:, file: and data: targets. On top of that, links open with
 * rel="noopener noreferrer" and images come only from the allowed hosts (else their alt text).
 */
const markdown = new MarkdownIt({ html: false, linkify: true });

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.attrSet('rel', 'noopener noreferrer');
  if (/^https?:/i.test(token.attrGet('href') ?? '')) token.attrSet('target', '_blank');
  return self.renderToken(tokens, index, options);
};

markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!isBlogImageUrl(token.attrGet('src') ?? '')) return markdown.utils.escapeHtml(alt);
  token.attrSet('alt', alt);
  token.attrSet('loading', 'lazy');
  token.attrSet('referrerpolicy', 'no-referrer');
  return self.renderToken(tokens, index, options);
};

export function renderBlogMarkdown(source: string): string {
  return markdown.render(source);
}
