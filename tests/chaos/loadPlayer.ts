import type { Player } from '../cluster/player';

// A player of the chaos load and what its answers said, and how each answer is counted: the
// load's parts (walletLoad.ts, gameLoad.ts) and the books check share them.

/** Which part of the suite the answers belong to (named in a missing bet's report). */
let phase = '';
export const setPhase = (name: string) => {
  phase = name;
};
export const currentPhase = () => phase;

export type Outcome = 'ok' | 'refused' | 'unavailable' | 'internal' | 'lost';

export interface Tally {
  operations: number;
  byOutcome: Record<Outcome, number>;
  byStatus: Map<string, number>;
  /** Other 5xx than 503 (a 502/504 of nginx while a node is down): counted apart. */
  firstInternal?: string;
}

export const newTally = (): Tally => ({
  operations: 0,
  byOutcome: { ok: 0, refused: 0, unavailable: 0, internal: 0, lost: 0 },
  byStatus: new Map(),
});

/** 2xx sure, 4xx refused (nothing changed), 503 the store away, 500 a fault, else lost. */
function classify(status: number): Outcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 400 && status < 500) return 'refused';
  if (status === 503) return 'unavailable';
  if (status === 500) return 'internal';
  return 'lost';
}

export interface PendingTip {
  to: LoadPlayer;
  amount: number;
  key: string;
}

export class LoadPlayer {
  /** Sum of what sure answers moved on balance + vault, from the opening grant. */
  known = 0;
  /** Dice bets answered 200: their ids (the database holds each once). */
  readonly diceIds = new Map<string, string>();
  /** Dice bets without a sure answer: each may be in the database, or not. */
  unsureDice = 0;
  readonly unsureTips: PendingTip[] = [];
  /**
   * When this player's money actions (tips, withdrawals) were sent, over the server's money
   * window (sends and resends).
   */
  readonly moneyTimes: number[] = [];
  /** Coin flips and case battles this player holds a seat in, by its answers. */
  readonly gameIds = new Set<string>();
  /** Creates and joins without a sure answer: each may have taken a seat, or not. */
  unsureGames = 0;
  /** Crypto withdrawals answered 200: id and amount. */
  readonly withdrawals = new Map<string, number>();
  unsureWithdrawals = 0;
  /** Claims (rakeback, promo code) answered 200: ledger position and amount. */
  readonly claims = new Map<number, number>();
  unsureClaims = 0;
  /**
   * A player with 2FA on, who withdraws: its backup codes (a withdrawal spends one). Its
   * vault would want a code for each move, so it leaves the vault alone.
   */
  cashier = false;
  backupCodes: string[] = [];
  lastWithdrawalAt = 0;
  /** Whether it has tried the demo promo code (once per player). */
  promoTried = false;
  /** What this player believes its vault and balance hold (to pick sensible amounts). */
  vault = 0;
  balance: number;

  constructor(
    readonly client: Player,
    readonly grant: number,
  ) {
    this.balance = grant;
  }
}

/** Sends one operation through nginx and counts its answer. */
export async function send(
  tally: Tally,
  player: LoadPlayer,
  path: string,
  body: unknown,
): Promise<{ outcome: Outcome; body: Record<string, unknown> }> {
  tally.operations++;
  let status: number;
  let answer: Record<string, unknown> = {};
  try {
    const res = await player.client.post(path, body);
    status = res.status;
    answer = res.body;
  } catch {
    status = 0; // no answer at all: the connection was cut
  }
  const outcome = classify(status);
  tally.byOutcome[outcome]++;
  const key = `${path.replace(/[0-9a-f-]{36}/, ':id')} ${status || 'no answer'}`;
  tally.byStatus.set(key, (tally.byStatus.get(key) ?? 0) + 1);
  if (outcome === 'internal') tally.firstInternal ??= `${key}: ${JSON.stringify(answer)}`;
  return { outcome, body: answer };
}

/**
 * The server takes 10 money actions (tips, withdrawals) per account a minute. The load sends
 * at most this many a minute per player, so the unanswered tips (one per kill at most)
 * always find room to be sent again at once, instead of waiting out the window.
 */
const MONEY_PER_WINDOW = 4;
const MONEY_WINDOW_MS = 61_000;

export function moneyRoom(player: LoadPlayer): boolean {
  const since = Date.now() - MONEY_WINDOW_MS;
  while (player.moneyTimes.length > 0 && player.moneyTimes[0]! < since) player.moneyTimes.shift();
  return player.moneyTimes.length < MONEY_PER_WINDOW;
}
