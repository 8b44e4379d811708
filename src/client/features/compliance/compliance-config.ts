/** Where a restricted visitor can still reach us (placeholders until the real pages exist). */
export const COMMUNITY_LINKS = {
  chat: { label: 'Chat community', href: 'https://discord.gg/gemdrop' },
  x: { label: 'X', href: 'https://x.com/gemdrop' },
} as const;

export const SUPPORT_EMAIL = 'support@gemdrop.example';
