/** The fairness pages with an in-browser verifier (the instant games). */
export const VERIFIABLE_GAMES = ['dice', 'plinko', 'mines'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

export function isVerifiable(slug: string): slug is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(slug);
}
