import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../../shared/client-config';
import { scriptLiteral } from './htmlPage';

/**
 * The settings as a JSON data block. Browsers never execute `type="application/json"`, so
 * no CSP nonce is needed; `scriptLiteral` escapes `<`, `>` and `&` so no value can close
 * the element.
 */
export function clientConfigTag(config: ClientConfig): string {
  return `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptLiteral(config)}</script>`;
}

/** The built index.html with the settings placed first in <head>, before any module runs. */
export function withClientConfig(indexHtml: string, config: ClientConfig): string {
  const tag = clientConfigTag(config);
  const head = /<head(\s[^>]*)?>/i.exec(indexHtml);
  if (!head) return tag + indexHtml;
  const at = head.index + head[0].length;
  return indexHtml.slice(0, at) + tag + indexHtml.slice(at);
}
