import { CLIENT_GAMES } from '../../../../games/registry.client';
import type { BetRecord, InstantGame } from '../../../shared/contract/instantGames';

/** /fairness/<slug> of an instant game: its slug is its lobby key (not always its kind). */
export function fairnessPathOf(game: InstantGame): string {
  const client = CLIENT_GAMES.find((candidate) => candidate.kind === game);
  return `/fairness/${client?.lobby.key ?? game}`;
}

/** What a verifier page reads from its query string (all optional: the form fills the rest). */
export interface VerifierQuery {
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  /** Dice: hundredths (5050 = 50.50) and over/under; a choice of another game's (its call). */
  target?: number;
  direction?: string;
  /** Plinko. */
  rows?: number;
  risk?: 'low' | 'medium' | 'high';
  /** Mines. */
  mines?: number;
  /** Hundredths, for the payout line (the Skin Upgrader: the stake). */
  amount?: number;
  /** Skin Upgrader: the target's price when bet (hundredths) and its name. */
  price?: number;
  item?: string;
  /** Skin Upgrader: the skins staked and their values (staked-skins.ts), when any. */
  skins?: string;
}

export const VERIFIER_KEYS = [
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'target',
  'direction',
  'rows',
  'risk',
  'mines',
  'amount',
  'price',
  'item',
  'skins',
] as const satisfies readonly (keyof VerifierQuery)[];

/** /fairness/<game>?…: a verifier link that fills its form. */
export function verifierHref(game: InstantGame, query: VerifierQuery): string {
  const params = new URLSearchParams();
  for (const key of VERIFIER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${fairnessPathOf(game)}${search ? `?${search}` : ''}`;
}

/**
 * The verifier link for one of my bets; the server seed only once its pair is revealed. Its
 * game's client manifest names its own fields (only the form's are kept).
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
  const own = Object.entries(client?.verifierQuery?.(bet.outcome) ?? {}).filter(([key]) =>
    (VERIFIER_KEYS as readonly string[]).includes(key),
  );
  return verifierHref(bet.game, { ...base, ...Object.fromEntries(own) });
}
