import { siteBrand } from '../../lib/brand';
import { clientConfig } from '../../lib/runtime-config';

/** Public contact points shown on the contact, policy and sponsorship pages. */
export const site = {
  /** The brand's name (SITE_BRAND). */
  get name(): string {
    return siteBrand().name;
  },
  /** From the server's SUPPORT_EMAIL (runtime settings in the page). */
  get supportEmail(): string {
    return clientConfig().supportEmail;
  },
  partnersEmail: 'partners@gemdrop.gg',
  securityEmail: 'security@gemdrop.gg',
  minimumAge: 18,
} as const;
