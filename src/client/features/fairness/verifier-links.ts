import { CLIENT_GAMES } from '../../../../games/registry.client';
import type { BetRecord, InstantGame } from '../../../shared/contract/instantGames';

/** /fairness/<slug> of an instant game: its slug is its lobby key (not always its kind). */
export function fairnessPathOf(game: InstantGame): string {
  const client = CLIENT_GAMES.find((candidate) => candidate.kind === game);
  return `/fairness/${client?.lobby.key ?? game}`;
}

/**
 * What a verifier page reads from its query string (all optional: the form fills the rest):
 * the seeds, the nonce and the stake, then the game's own fields under its form's names.
 */
export type VerifierQuery = {
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  /** Hundredths, for the payout line (the Skin Upgrader: the stake). */
  amount?: number;
} & Readonly<Record<string, string | number | undefined>>;

/** /fairness/<game>?…: a verifier link that fills its form. */
export function verifierHref(game: InstantGame, query: VerifierQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${fairnessPathOf(game)}${search ? `?${search}` : ''}`;
}

/**
 * The verifier link for one of my bets; the server seed only once its pair is revealed. Its
 * game's client manifest names its own fields, as its verifier form names them.
 */
export function betVerifierHref(bet: BetRecord, serverSeed?: string): string {
  const base: VerifierQuery = {
    serverSeed,
    serverSeedHash: bet.fairness.serverSeedHash,
    clientSeed: bet.fairness.clientSeed,
    nonce: bet.fairness.nonce,
    amount: bet.amount,
  };
  const client = CLIENT_GAMES.find((candidate) => candidate.kind === bet.game);
  // The game's fields first: the seeds and the stake are the bet's, whatever it names.
  return verifierHref(bet.game, { ...client?.verifierQuery?.(bet.outcome), ...base });
}
