import { LOBBY_GAMES, type LobbyKey } from '../../../../../games/registry.client';
import type { verifiers } from './verifiers';

/** The fairness pages with an in-browser verifier (the instant games and case opening). */
export const VERIFIABLE_GAMES: readonly VerifiableGame[] = LOBBY_GAMES.filter(
  (game) => game.fairness === 'verifier',
).map((game) => game.key as VerifiableGame);
export type VerifiableGame = Extract<LobbyKey, keyof typeof verifiers>;

export function isVerifiable(slug: string): slug is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(slug);
}
