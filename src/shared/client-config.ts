import { DEFAULT_BRAND_ID, isBrandId, type BrandId } from './brands';

/**
 * The public settings the server hands the web app at run time (inside the page, so a new
 * value needs a restart, not a rebuild). Nothing secret belongs here: every visitor sees it.
 * A service whose settings are null is off.
 */
export interface ClientConfig {
  /** Where players write to; shown on the contact, policy and region-lock pages. */
  supportEmail: string;
  /** Product analytics: the project key and the (proxy) host events go to. */
  analytics: { key: string; host: string } | null;
  /** Error reporting: the project DSN and the environment name events carry. */
  errorReporting: { dsn: string; environment: string } | null;
  /** The live-chat helpdesk widget, loaded only when a player asks for help. */
  helpdesk: { websiteId: string } | null;
  /**
   * Whether the site serves catalogue pictures (CATALOGUE_IMAGE_BASE is set): off, items
   * and cases show drawn placeholders and no picture is asked for.
   */
  catalogueImages: boolean;
  /** Which platform variant this site is (SITE_BRAND; src/shared/brands.ts). */
  brand: BrandId;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@gemdrop.gg';

/** The id of the `<script type="application/json">` element that carries the settings. */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  analytics: null,
  errorReporting: null,
  helpdesk: null,
  catalogueImages: false,
  brand: DEFAULT_BRAND_ID,
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isEmail = (value: unknown): value is string =>
  isText(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const isHttpUrl = (value: unknown): value is string =>
  isText(value) && /^https?:\/\/[^\s/]+/i.test(value);

/** A service's settings when every field passes its check, else null (the service stays off). */
function section<T extends Fields>(
  raw: unknown,
  checks: { [K in keyof T]: (value: unknown) => boolean },
): T | null {
  if (!isObject(raw)) return null;
  const out: Fields = {};
  for (const key of Object.keys(checks)) {
    if (!checks[key as keyof T](raw[key])) return null;
    out[key] = raw[key];
  }
  return out as T;
}

/**
 * Reads settings from untrusted input (the page), field by field: anything missing or
 * malformed falls back to its default, so a bad value can only switch a service off.
 */
export function parseClientConfig(raw: unknown): ClientConfig {
  const fields: Fields = isObject(raw) ? raw : {};
  return {
    supportEmail: isEmail(fields.supportEmail) ? fields.supportEmail : DEFAULT_SUPPORT_EMAIL,
    analytics: section<{ key: string; host: string }>(fields.analytics, {
      key: isText,
      host: isHttpUrl,
    }),
    errorReporting: section<{ dsn: string; environment: string }>(fields.errorReporting, {
      dsn: isHttpUrl,
      environment: isText,
    }),
    helpdesk: section<{ websiteId: string }>(fields.helpdesk, { websiteId: isText }),
    catalogueImages: fields.catalogueImages === true,
    brand: isBrandId(fields.brand) ? fields.brand : DEFAULT_BRAND_ID,
  };
}
