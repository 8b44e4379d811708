import { CLIENT_GAMES, type LobbyKey } from '../../../../../games/registry.client';

/** A fairness page's game (VERIFIABLE_GAMES: those whose manifest has a verifier). */
export type VerifiableGame = LobbyKey;

/** The fairness pages with an in-browser verifier (the instant games and case opening). */
export const VERIFIABLE_GAMES: readonly VerifiableGame[] = CLIENT_GAMES.filter(
  (game) => game.verifier !== undefined,
).map((game) => game.lobby.key as VerifiableGame);

export function isVerifiable(slug: string): slug is VerifiableGame {
  return (VERIFIABLE_GAMES as readonly string[]).includes(slug);
}
