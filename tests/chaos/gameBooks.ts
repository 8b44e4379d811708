import type pg from 'pg';
import type { LoadPlayer } from './loadPlayer';

// What the database holds of the load's coin flips, case battles, withdrawals and claims,
// against what the answers said. A flip's or battle's payout comes after its answer (when
// the beacon round arrives), so each seat's bet is read back: settled or not, its ledger
// legs must be what it says (the stake; the stake and its payout once settled), and a
// settled seat must be paid what its game's result gives it.

export interface GameBooks {
  /** Per player id: what these operations moved on balance + vault beyond `known`. */
  moved: Map<string, number>;
  /** Seats, withdrawals or claims answered 200 that the database does not hold. */
  missing: string[];
  /** A player with more unanswered ones in the database than it sent. */
  phantom: string[];
  /** Seats or withdrawals whose ledger, payout or state disagree with themselves. */
  wrong: string[];
  /** Seats not settled yet (none may be left at the end). */
  unsettled: number;
  seats: number;
  withdrawals: number;
  claims: number;
}

interface SeatRow {
  id: string;
  user_id: string;
  game: string;
  amount: string;
  payout: string | null;
  settled: boolean;
  legs: string;
  owed: string | null;
}

interface WithdrawalRow {
  id: string;
  user_id: string;
  amount: string;
  status: string;
  legs: string;
}

/** What each transfer moved on each of these players' accounts, in one pass of the ledger. */
const LEGS = `WITH legs AS (
  SELECT t.reference, a.user_id, sum(e.amount) AS moved
    FROM wallet_entries e
    JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = ANY($1::uuid[])
    JOIN wallet_transfers t ON t.id = e.transfer_id
   GROUP BY t.reference, a.user_id)`;

export async function gameBooks(db: pg.Client, players: LoadPlayer[]): Promise<GameBooks> {
  const ids = players.map((p) => p.client.id);
  // Every seat bet with its ledger legs on the player's accounts and what its game paid it.
  const seats = await db.query<SeatRow>(
    `${LEGS} SELECT b.id::text, b.user_id::text, coalesce(b.room_id, b.case_battle_id)::text AS game,
              b.amount::bigint AS amount, b.payout::bigint AS payout,
              b.settled_at IS NOT NULL AS settled,
              coalesce(l.moved, 0)::bigint AS legs,
              CASE WHEN b.room_id IS NOT NULL THEN
                (SELECT CASE f.state
                   WHEN 'DRAWN' THEN (f.payouts ->> (s.ord - 1)::int)::bigint
                   WHEN 'CANCELLED' THEN f.amount WHEN 'REFUNDED' THEN f.amount END
                   FROM rooms f, jsonb_array_elements(f.seats) WITH ORDINALITY AS s(seat, ord)
                  WHERE f.id = b.room_id AND s.seat ->> 'userId' = b.user_id::text)
              ELSE
                (SELECT CASE WHEN c.cancelled_at IS NOT NULL OR c.refunded_at IS NOT NULL
                             THEN b.amount ELSE s.payout END
                   FROM case_battle_seats s JOIN case_battles c ON c.id = s.battle_id
                  WHERE s.bet_id = b.id)
              END AS owed
         FROM bets b LEFT JOIN legs l ON l.reference = b.id::text AND l.user_id = b.user_id
        WHERE b.game IN ('coin-flip', 'case-battle') AND b.user_id = ANY($1::uuid[])`,
    [ids],
  );
  const withdrawals = await db.query<WithdrawalRow>(
    `${LEGS} SELECT c.id::text, c.user_id::text, c.amount::bigint AS amount, c.status,
              coalesce(l.moved, 0)::bigint AS legs
         FROM crypto_transactions c
         LEFT JOIN legs l ON l.reference = c.id::text AND l.user_id = c.user_id
        WHERE c.kind = 'WITHDRAWAL' AND c.user_id = ANY($1::uuid[])`,
    [ids],
  );
  const claims = await db.query<{ position: string; user_id: string; amount: string }>(
    `SELECT e.id::bigint AS position, a.user_id::text, e.amount::bigint AS amount
         FROM wallet_entries e
         JOIN wallet_accounts a ON a.id = e.account_id AND a.user_id = ANY($1::uuid[])
         JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE t.kind IN ('rakeback', 'promo-code')`,
    [ids],
  );

  const books: GameBooks = {
    moved: new Map(ids.map((id) => [id, 0])),
    missing: [],
    phantom: [],
    wrong: [],
    unsettled: 0,
    seats: seats.rows.length,
    withdrawals: withdrawals.rows.length,
    claims: claims.rows.length,
  };
  const add = (user: string, amount: number) =>
    books.moved.set(user, (books.moved.get(user) ?? 0) + amount);
  const of = <T extends { user_id: string }>(rows: T[], player: LoadPlayer) =>
    rows.filter((r) => r.user_id === player.client.id);

  for (const player of players) {
    const name = player.client.username;
    // Seats: each answered game holds the player's seat; the rest came of unsure answers.
    const held = of(seats.rows, player);
    for (const seat of held) {
      const amount = Number(seat.amount);
      const legs = Number(seat.legs);
      if (!seat.settled) books.unsettled++;
      const expected = seat.settled ? Number(seat.payout) - amount : -amount;
      if (legs !== expected)
        books.wrong.push(`seat ${seat.id} of ${seat.game}: legs ${legs}, not ${expected}`);
      if (seat.settled && Number(seat.payout) !== Number(seat.owed))
        books.wrong.push(`seat ${seat.id} of ${seat.game}: paid ${seat.payout}, owed ${seat.owed}`);
      add(player.client.id, legs);
    }
    const games = new Set(held.map((s) => s.game));
    for (const id of player.gameIds) if (!games.has(id)) books.missing.push(`${name}: game ${id}`);
    if (held.filter((s) => !player.gameIds.has(s.game)).length > player.unsureGames)
      books.phantom.push(`${name}: seats`);

    // Withdrawals: taken once (or given back whole when the payout failed).
    const taken = of(withdrawals.rows, player);
    for (const w of taken) {
      const legs = Number(w.legs);
      const answered = player.withdrawals.get(w.id);
      if (answered !== undefined && answered !== Number(w.amount))
        books.wrong.push(`withdrawal ${w.id}: answered ${answered}, recorded ${w.amount}`);
      const back = w.status === 'FAILED' || w.status === 'REJECTED';
      if (legs !== (back ? 0 : -Number(w.amount)))
        books.wrong.push(`withdrawal ${w.id} (${w.status}): legs ${legs} for ${w.amount}`);
      add(player.client.id, legs);
    }
    const recorded = new Set(taken.map((w) => w.id));
    for (const id of player.withdrawals.keys())
      if (!recorded.has(id)) books.missing.push(`${name}: withdrawal ${id}`);
    if (taken.filter((w) => !player.withdrawals.has(w.id)).length > player.unsureWithdrawals)
      books.phantom.push(`${name}: withdrawals`);

    // Claims: the answered ones are in `known`; the others count as the database has them.
    const claimed = of(claims.rows, player);
    const positions = new Map(claimed.map((c) => [Number(c.position), Number(c.amount)]));
    for (const [position, amount] of player.claims)
      if (positions.get(position) !== amount)
        books.missing.push(`${name}: claim of ${amount} at ${position}`);
    const unanswered = claimed.filter((c) => !player.claims.has(Number(c.position)));
    if (unanswered.length > player.unsureClaims) books.phantom.push(`${name}: claims`);
    for (const c of unanswered) add(player.client.id, Number(c.amount));
  }
  return books;
}

/** Waits until every seat of these players is settled (their games played out): ms taken. */
export async function seatsSettled(
  db: pg.Client,
  players: LoadPlayer[],
  ms: number,
): Promise<number> {
  const at = Date.now();
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM bets
        WHERE game IN ('coin-flip', 'case-battle') AND settled_at IS NULL
          AND user_id = ANY($1::uuid[])`,
      [players.map((p) => p.client.id)],
    );
    if (rows[0]!.open === 0) return Date.now() - at;
    if (Date.now() - at > ms) throw new Error(`${rows[0]!.open} seats still unsettled`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
