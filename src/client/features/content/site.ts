import { clientConfig } from '../../lib/runtime-config';

/** Public contact points shown on the contact, policy and sponsorship pages. */
export const site = {
  name: 'GemDrop',
  /** From the server's SUPPORT_EMAIL (runtime settings in the page). */
  get supportEmail(): string {
    return clientConfig().supportEmail;
  },
  partnersEmail: 'partners@gemdrop.gg',
  securityEmail: 'security@gemdrop.gg',
  minimumAge: 18,
} as const;
