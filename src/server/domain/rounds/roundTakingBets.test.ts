import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/transaction';
import { BETTING_CLOSED_MESSAGE, roundTakingBets } from './roundTakingBets';

// A round game stakes a bet only on its newest round, while that round is in its betting
// phase and the database's betting clock has not run out.

function txAnswering(rows: Array<{ id: string; phase: string; open: boolean }>) {
  const asked: unknown[][] = [];
  const tx = {
    query: async (_statement: unknown, values: unknown[]) => {
      asked.push(values);
      return rows;
    },
  } as unknown as Tx;
  return { tx, asked };
}

const closed = { code: 'BETTING_CLOSED', status: 409, message: BETTING_CLOSED_MESSAGE };

describe('roundTakingBets', () => {
  it("answers the newest round's id while it takes bets", async () => {
    const { tx, asked } = txAnswering([{ id: '41', phase: 'betting', open: true }]);
    expect(await roundTakingBets(tx, 'roulette')).toBe(41);
    expect(asked).toEqual([['roulette']]);
  });

  it('refuses once the betting clock ran out, after betting, or before any round', async () => {
    const late = txAnswering([{ id: '41', phase: 'betting', open: false }]);
    await expect(roundTakingBets(late.tx, 'crash')).rejects.toMatchObject(closed);
    const running = txAnswering([{ id: '41', phase: 'running', open: true }]);
    await expect(roundTakingBets(running.tx, 'crash')).rejects.toMatchObject(closed);
    const none = txAnswering([]);
    await expect(roundTakingBets(none.tx, 'crash')).rejects.toMatchObject(closed);
  });
});
