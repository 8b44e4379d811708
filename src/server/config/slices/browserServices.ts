import { z } from 'zod';
import type { BrandId } from '../../../shared/brands';
import { type ClientConfig, DEFAULT_SUPPORT_EMAIL } from '../../../shared/client-config';
import { type SliceEnv, withoutTrailingSlash } from '../envFields';

/** Browser-side services, each off unless set; read per start, so no rebuild is needed. */
export const browserServicesEnv = {
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url({ error: 'must be a URL' }).default('https://us.i.posthog.com'),
  SENTRY_DSN: z.url({ error: 'must be a DSN URL' }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  HELPDESK_WEBSITE_ID: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(DEFAULT_SUPPORT_EMAIL),
};

export interface BrowserServicesConfig {
  /** The public settings rendered into the web app's page (src/shared/client-config.ts). */
  client: ClientConfig;
}

export function browserServicesConfig(
  e: SliceEnv<typeof browserServicesEnv>,
  from: {
    /** NODE_ENV: the error reports' environment unless SENTRY_ENVIRONMENT names one. */
    env: string;
    /** Whether the catalogue has pictures to show (CATALOGUE_IMAGE_BASE is set). */
    catalogueImages: boolean;
    /** SITE_BRAND: which variant the page draws. */
    brand: BrandId;
  },
): BrowserServicesConfig {
  const { env, catalogueImages, brand } = from;
  return {
    client: {
      supportEmail: e.SUPPORT_EMAIL,
      analytics: e.POSTHOG_KEY
        ? { key: e.POSTHOG_KEY, host: withoutTrailingSlash(e.POSTHOG_HOST) }
        : null,
      errorReporting: e.SENTRY_DSN
        ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? env }
        : null,
      helpdesk: e.HELPDESK_WEBSITE_ID ? { websiteId: e.HELPDESK_WEBSITE_ID } : null,
      catalogueImages,
      brand,
    },
  };
}
