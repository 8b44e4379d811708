import { clientConfig } from '../../lib/runtime-config';

/** Where a restricted visitor can still reach us. */
export const COMMUNITY_LINKS = {
  chat: { label: 'Chat community', href: 'https://discord.gg/gemdrop' },
  x: { label: 'X', href: 'https://x.com/gemdrop' },
} as const;

/** The support address from the server's SUPPORT_EMAIL (runtime settings in the page). */
export const SUPPORT_EMAIL = clientConfig().supportEmail;
