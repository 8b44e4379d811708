import type { Statement } from '../../db/client';
import type { Database, DatabaseHandle } from '../../db/database';
import { type Tx, registerDatabase } from '../../db/transaction';
import type { BattleRow, SeatRow } from './caseBattleRecords';

// A battle's rows as the database answers them, and a database that answers by statement
// name, for tests of the battle's steps without a database.

export const HASH = 'a'.repeat(64);
export const SEED = 'b'.repeat(64);

export function battleRow(overrides: Partial<BattleRow> = {}): BattleRow {
  return {
    id: 'battle-1',
    state: 'WAITING_FOR_PLAYERS',
    mode: 'VERSUS',
    visibility: 'PUBLIC',
    options: [],
    player_amount: 2,
    creator_id: 'user-0',
    cases: [],
    price: '1234',
    regular_rounds: 2,
    spin_ms: 5000,
    server_seed: SEED,
    server_seed_hash: HASH,
    beacon_kind: null,
    beacon_label: null,
    beacon_round: null,
    beacon_expected_at: null,
    beacon_value: null,
    beacon_evidence: null,
    rounds: null,
    round_count: null,
    announced_rounds: 0,
    result: null,
    last_roll: null,
    created_at: '2026-01-02T03:04:05.000Z',
    generated_at: null,
    cancelled_at: null,
    refunded_at: null,
    now: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function seatRow(seat: number, overrides: Partial<SeatRow> = {}): SeatRow {
  return {
    battle_id: 'battle-1',
    seat,
    player_id: `user-${seat}`,
    user_id: `user-${seat}`,
    bot: false,
    bet_id: `bet-${seat}`,
    payout: null,
    username: `player${seat}`,
    avatar: null,
    xp: 0,
    ...overrides,
  };
}

export const bot = (seat: number) =>
  seatRow(seat, { player_id: `bot-${seat}`, user_id: null, bot: true, bet_id: null });

/** One statement run: its name and values. */
export type Ran = { name: string; values: unknown[] };

/** Answers a statement by its name (and values); an unknown one answers no rows. */
export type Answers = (name: string, values: unknown[]) => unknown[] | undefined;

/**
 * A database that answers every statement from `answers`, recording each in `ran`;
 * transactions and autocommit run on it, and their after-commit effects are kept in `effects`.
 */
export function scriptedDatabase(answers: Answers) {
  const ran: Ran[] = [];
  const effects: Array<() => void> = [];
  const query = async <T>(statement: Statement, values: unknown[]) => {
    ran.push({ name: statement.name, values });
    return (answers(statement.name, values) ?? []) as T[];
  };
  const db = {} as Database;
  const tx: Tx = { db, query, afterCommit: (effect) => effects.push(effect) };
  registerDatabase({
    db,
    statement: query,
    transaction: (body: (connection: { db: Database; query: Tx['query'] }) => Promise<unknown>) =>
      body({ db: {} as Database, query }),
  } as unknown as DatabaseHandle);
  return { db, tx, ran, effects };
}
