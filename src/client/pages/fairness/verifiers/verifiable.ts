/** The fairness pages with an in-browser verifier (the instant games and case opening). */
export const VERIFIABLE_GAMES = ['dice', 'plinko', 'mines', 'case-opening'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

export function isVerifiable(slug: string): slug is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(slug);
}
