import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Player } from '../cluster/player';
import { type GameBooks, gameBooks } from './gameBooks';
import { type GameTable, callFlipBots, gameOperation } from './gameLoad';
import {
  LoadPlayer,
  type PendingTip,
  type Tally,
  currentPhase,
  moneyRoom,
  send,
} from './loadPlayer';

// Random wallet operations through nginx, each player one at a time (now and then a game,
// a claim or a withdrawal of gameLoad.ts), and what they must have done to the books. A player's total (balance + vault) is known from the answers:
// a dice bet moves it by payout - stake, a vault move not at all, a tip by its amount. An
// operation without a sure answer (a node killed, the database away: 502, 503, no answer)
// may or may not have happened: a tip is sent again with its key until answered (a replay
// answers the first tip), a dice bet is looked up in the database at the end.

export async function loadPlayers(
  url: string,
  origin: string,
  count: number,
): Promise<LoadPlayer[]> {
  const players: LoadPlayer[] = [];
  // Sign-ups hash a password: a few at a time, not all at once on two cores.
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, async () => {
      const client = new Player(url, origin);
      client.timeoutMs = 15_000;
      return new LoadPlayer(client, await client.register());
    });
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

/**
 * One random operation of `player`: mostly small dice bets, vault moves, now and then a tip,
 * a coin flip, a battle, a claim or a withdrawal.
 */
export async function randomOperation(
  tally: Tally,
  player: LoadPlayer,
  everyone: LoadPlayer[],
  table: GameTable,
): Promise<void> {
  await callFlipBots(tally, player, table);
  const pick = Math.random();
  if (pick < 0.01 && moneyRoom(player)) {
    const others = everyone.filter((p) => p !== player);
    const to = others[randomInt(others.length)]!;
    await sendTip(tally, player, { to, amount: 10 + randomInt(41), key: randomUUID() }, true);
  } else if (pick < 0.025) {
    await gameOperation(tally, player, everyone, table);
  } else if (player.cashier && pick < 0.3) {
    // A cashier's vault would want a 2FA code for each move: a dice bet instead.
    await diceBet(tally, player);
  } else if (pick < 0.16 && player.balance >= 1_000) {
    const amount = 10 + randomInt(91);
    const { outcome, body } = await send(tally, player, '/api/vault/deposit', {
      amount,
      idempotencyKey: randomUUID(),
    });
    if (outcome === 'ok') moved(player, body);
  } else if (pick < 0.3 && player.vault >= 10) {
    const amount = 10 + randomInt(Math.min(91, player.vault - 9));
    const { outcome, body } = await send(tally, player, '/api/vault/withdraw', {
      amount,
      idempotencyKey: randomUUID(),
    });
    if (outcome === 'ok') moved(player, body);
  } else await diceBet(tally, player);
}

async function diceBet(tally: Tally, player: LoadPlayer): Promise<void> {
  const amount = 10 + randomInt(41);
  const { outcome, body } = await send(tally, player, '/api/games/dice/bet', {
    amount,
    target: 2_000 + randomInt(6_000),
    direction: Math.random() < 0.5 ? 'over' : 'under',
  });
  if (outcome === 'ok') {
    const bet = body.bet as { id: string; amount: number; payout: number };
    player.known += bet.payout - bet.amount;
    player.diceIds.set(bet.id, `${currentPhase()} ${new Date().toISOString()} ${player.client.id}`);
    player.balance = body.balance as number;
  } else if (outcome !== 'refused') player.unsureDice++;
}

function moved(player: LoadPlayer, body: Record<string, unknown>) {
  player.balance = body.balance as number;
  player.vault = (body.vault as { balance: number }).balance;
}

/**
 * Sends a tip; true once its fate is sure (done or refused), else it waits to be sent again.
 * A first try refused by the per-account money limit was not made; a replay so refused
 * still does not know whether the first one was.
 */
async function sendTip(
  tally: Tally,
  from: LoadPlayer,
  tip: PendingTip,
  first = false,
): Promise<boolean> {
  from.moneyTimes.push(Date.now());
  const { outcome, body } = await send(tally, from, '/api/users/tip', {
    recipient: tip.to.client.id,
    amount: tip.amount,
    idempotencyKey: tip.key,
  });
  if (outcome === 'ok') {
    from.known -= tip.amount;
    tip.to.known += tip.amount;
    from.balance = body.balance as number;
    return true;
  }
  // 429: the per-account money limit, which a replay meets too: try again later.
  const limited =
    outcome === 'refused' && (body.error as { code?: string })?.code === 'RATE_LIMITED';
  if (outcome === 'refused' && (first || !limited)) return true;
  if (!from.unsureTips.includes(tip)) from.unsureTips.push(tip);
  return false;
}

/** Sends every unanswered tip again with its key until each is sure (at most `ms`). */
export async function settleUnsureTips(tally: Tally, players: LoadPlayer[], ms: number) {
  const deadline = Date.now() + ms;
  for (const player of players) {
    while (player.unsureTips.length > 0) {
      if (Date.now() > deadline) throw new Error('tips still unanswered');
      const tip = player.unsureTips[0]!;
      if (await sendTip(tally, player, tip)) player.unsureTips.shift();
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Runs every player's operations one after another until `stop()` says so. */
export async function runLoad(
  tally: Tally,
  players: LoadPlayer[],
  table: GameTable,
  stop: () => boolean,
): Promise<void> {
  await Promise.all(
    players.map(async (player) => {
      while (!stop()) await randomOperation(tally, player, players, table);
    }),
  );
}

export interface BooksCheck {
  /** Per player: database total - what the answers (and the looked-up unsure bets) say. */
  drift: number;
  /** The same, without differences of opposite signs cancelling out. */
  driftAbs: number;
  /** Dice bets the database holds that no sure answer named: unsure bets that did happen. */
  unsureSettled: number;
  unsureTotal: number;
  /** Bets answered 200 that the database does not hold (must be 0). */
  missing: number;
  /** The first few answered bets missing: which phase answered them, when, for whom. */
  missingExamples: string[];
  /** A player with more unanswered bets in the database than it sent (must be 0). */
  phantom: number;
  /** Bets not fully settled: no settled_at, or ledger legs not equal to payout - stake. */
  halfSettled: string[];
  /** Coin flips, case battles, withdrawals and claims (gameBooks.ts). */
  games: GameBooks;
}

/**
 * The database's books of these players against what their answers said, read in one
 * snapshot: flips and battles still settle while the books are read (mid-run, after the
 * PostgreSQL restart), and a payout landing between two of the reads would show as drift.
 */
export async function checkBooks(db: pg.Client, players: LoadPlayer[]): Promise<BooksCheck> {
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    return await readBooks(db, players);
  } finally {
    await db.query('COMMIT');
  }
}

async function readBooks(db: pg.Client, players: LoadPlayer[]): Promise<BooksCheck> {
  const ids = players.map((p) => p.client.id);
  const totals = await db.query<{ user_id: string; total: string }>(
    `SELECT coalesce(a.user_id, a.vault_of) AS user_id, sum(a.balance)::bigint AS total
       FROM wallet_accounts a WHERE a.user_id = ANY($1::uuid[]) OR a.vault_of = ANY($1::uuid[])
      GROUP BY 1`,
    [ids],
  );
  const bets = await db.query<{
    id: string;
    user_id: string;
    amount: string;
    payout: string | null;
  }>(
    `SELECT id, user_id, amount, payout FROM bets WHERE game = 'dice' AND user_id = ANY($1::uuid[])`,
    [ids],
  );
  // Every bet settled, with ledger legs on its player's account equal to payout - stake
  // (its transfers name it as their reference); every stake or payout transfer of these
  // players naming a bet that exists.
  const half = await db.query<{ id: string; why: string }>(
    `WITH legs AS (
       SELECT t.reference, sum(e.amount) AS moved
         FROM wallet_entries e
         JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = ANY($1::uuid[])
         JOIN wallet_transfers t ON t.id = e.transfer_id
        GROUP BY t.reference)
     SELECT b.id::text, 'unsettled, or ledger legs differ from payout - stake' AS why
       FROM bets b LEFT JOIN legs l ON l.reference = b.id::text
      WHERE b.game = 'dice' AND b.user_id = ANY($1::uuid[])
        AND (b.settled_at IS NULL OR coalesce(l.moved, 0) <> coalesce(b.payout, 0) - b.amount)
     UNION ALL
     SELECT t.id::text, 'transfer ' || t.kind || ' names no bet' FROM wallet_transfers t
      WHERE t.user_id = ANY($1::uuid[]) AND t.kind IN ('bet', 'payout')
        AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.id = t.reference::uuid)
     LIMIT 10`,
    [ids],
  );
  const totalOf = new Map(totals.rows.map((r) => [r.user_id, Number(r.total)]));
  const betsOf = new Map<string, { id: string; delta: number }[]>();
  for (const b of bets.rows) {
    const list = betsOf.get(b.user_id) ?? [];
    list.push({ id: b.id, delta: Number(b.payout ?? 0) - Number(b.amount) });
    betsOf.set(b.user_id, list);
  }
  const check: BooksCheck = {
    drift: 0,
    driftAbs: 0,
    unsureSettled: 0,
    unsureTotal: 0,
    missing: 0,
    missingExamples: [],
    phantom: 0,
    halfSettled: half.rows.map((r) => `${r.id}: ${r.why}`),
    games: await gameBooks(db, players),
  };
  for (const player of players) {
    const held = betsOf.get(player.client.id) ?? [];
    const heldIds = new Set(held.map((b) => b.id));
    for (const [id, when] of player.diceIds)
      if (!heldIds.has(id)) {
        check.missing++;
        if (check.missingExamples.length < 5) check.missingExamples.push(`${id} (${when})`);
      }
    const unanswered = held.filter((b) => !player.diceIds.has(b.id));
    if (unanswered.length > player.unsureDice) check.phantom++;
    check.unsureSettled += unanswered.length;
    check.unsureTotal += player.unsureDice;
    const expected =
      player.grant +
      player.known +
      unanswered.reduce((sum, b) => sum + b.delta, 0) +
      (check.games.moved.get(player.client.id) ?? 0);
    const drift = (totalOf.get(player.client.id) ?? 0) - expected;
    check.drift += drift;
    check.driftAbs += Math.abs(drift);
  }
  return check;
}
