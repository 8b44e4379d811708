import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Statement, openDatabase } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { GameSwitchboard, SWITCHBOARD_TTL_MS } from './gameSwitchboard';

// The switchboard against the migrated database: bets under steady play never wait for its
// read, and a pause still reaches this process within the TTL.

const PAUSE: Statement = {
  name: 'test_switchboard_pause',
  text: `INSERT INTO game_switches (game, reason) VALUES ($1, 'Table check')`,
};
const RESUME: Statement = {
  name: 'test_switchboard_resume',
  text: 'DELETE FROM game_switches WHERE game = $1',
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
});
afterAll(() => handle?.close());

/** A switchboard on a clock the test moves, counting the reads it sends. */
function switchboard() {
  const clock = { now: 1_000_000 };
  let reads = 0;
  const statement = handle.statement.bind(handle);
  handle.statement = (sent, values) => {
    if (sent.name === 'game_switches_reasons') reads++;
    return statement(sent, values);
  };
  const board = new GameSwitchboard(
    handle.db,
    () => clock.now,
    (kind) => kind,
  );
  return { board, clock, reads: () => reads, restore: () => (handle.statement = statement) };
}

const pause = (game: string) => autocommit(handle.db, (tx) => tx.query(PAUSE, [game]));
const resume = (game: string) => autocommit(handle.db, (tx) => tx.query(RESUME, [game]));

describe('GameSwitchboard', () => {
  it('answers from memory within the TTL, reading again behind the answer past half of it', async () => {
    const { board, clock, reads, restore } = switchboard();
    try {
      await board.assertOpen('dice');
      expect(reads()).toBe(1);
      clock.now += SWITCHBOARD_TTL_MS / 2 - 1;
      await board.assertOpen('dice');
      expect(reads()).toBe(1);
      // Past half the TTL: answered at once from the last read, the next one under way.
      clock.now += 1;
      let answered = false;
      const asked = board.pausedGames().then(() => (answered = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(answered).toBe(true);
      await asked;
      expect(reads()).toBe(2);
      // One read at a time: the bets that come meanwhile start no other.
      await Promise.all([board.assertOpen('dice'), board.assertOpen('plinko')]);
      expect(reads()).toBe(2);
    } finally {
      restore();
    }
  });

  it('keeps playing on while reading ahead, and never trusts a read past the TTL', async () => {
    const { board, clock, restore } = switchboard();
    try {
      await board.assertOpen('plinko');
      await pause('plinko');
      // Within the TTL this process still trusts its last read (and reads again behind it)...
      clock.now += SWITCHBOARD_TTL_MS - 1;
      await expect(board.assertOpen('plinko')).resolves.toBeUndefined();
      // ...and from the TTL on it answers from a read begun after the pause.
      clock.now += 1;
      await expect(board.assertOpen('plinko')).rejects.toThrow('Table check');
    } finally {
      await resume('plinko');
      restore();
    }
  });

  it('waits for a fresh read once the last one is older than the TTL', async () => {
    const { board, clock, reads, restore } = switchboard();
    try {
      await board.assertOpen('dice');
      await pause('dice');
      clock.now += SWITCHBOARD_TTL_MS;
      await expect(board.assertOpen('dice')).rejects.toThrow('Table check');
      expect(reads()).toBe(2);
    } finally {
      await resume('dice');
      restore();
    }
  });

  it('forgets at once: a read begun before a pause here is not trusted after it', async () => {
    const { board, clock, restore } = switchboard();
    try {
      await board.assertOpen('mines');
      clock.now += SWITCHBOARD_TTL_MS / 2;
      // A read ahead starts, then the pause here forgets it before it lands.
      await board.assertOpen('mines');
      await pause('mines');
      board.forget();
      await expect(board.assertOpen('mines')).rejects.toThrow('Table check');
    } finally {
      await resume('mines');
      restore();
    }
  });
});
