/** Public contact points shown on the contact, policy and sponsorship pages. */
export const site = {
  name: 'GemDrop',
  supportEmail: 'support@gemdrop.gg',
  partnersEmail: 'partners@gemdrop.gg',
  securityEmail: 'security@gemdrop.gg',
  minimumAge: 18,
} as const;
