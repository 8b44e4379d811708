import {
  CLIENT_CONFIG_ELEMENT_ID,
  DEFAULT_CLIENT_CONFIG,
  parseClientConfig,
  type ClientConfig,
} from '../../shared/client-config';

/** Reads the settings element the server put into the page; defaults without one (dev, tests). */
export function readClientConfig(doc: Pick<Document, 'getElementById'> | undefined): ClientConfig {
  const text = doc?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_CLIENT_CONFIG;
  try {
    return parseClientConfig(JSON.parse(text));
  } catch {
    return DEFAULT_CLIENT_CONFIG;
  }
}

let cached: ClientConfig | undefined;

/**
 * This page's runtime settings (analytics, error reporting, helpdesk, support address). The
 * element is parsed before any module runs, so this is safe to call at module load.
 */
export function clientConfig(): ClientConfig {
  cached ??= readClientConfig(typeof document === 'undefined' ? undefined : document);
  return cached;
}
