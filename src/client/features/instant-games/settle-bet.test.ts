import { describe, expect, it } from 'vitest';
import type { SessionApi } from '../session/session-api';
import { createSessionStore } from '../session/session-store';
import { sendHeldBet } from './settle-bet';

async function loggedIn(balance: number) {
  const user = { id: 'u1', username: 'alice', balance, roles: ['PLAYER' as const] };
  const api: SessionApi = {
    fetchCurrentUser: async () => user,
    login: async () => user,
    register: async () => user,
    logout: async () => undefined,
  };
  const store = createSessionStore(api);
  await store.getState().login({ login: 'alice', password: 'pw' });
  return store;
}

describe('sendHeldBet', () => {
  it('takes the stake while the call runs and holds the payout after', async () => {
    const session = await loggedIn(10_000);
    let during = -1;
    const answer = await sendHeldBet(
      1_000,
      async () => {
        during = session.getState().user!.balance;
        return { bet: { id: 'b1', payout: 2_500 }, balance: 11_500 };
      },
      (a) => ({ balance: a.balance, payout: a.bet.payout, revealId: a.bet.id }),
      session,
    );
    expect(during).toBe(9_000);
    expect(answer.bet.id).toBe('b1');
    expect(session.getState().user!.balance).toBe(9_000);
    session.getState().releasePayout('b1');
    expect(session.getState().user!.balance).toBe(11_500);
  });

  it('gives the stake back and rethrows when the call fails', async () => {
    const session = await loggedIn(10_000);
    await expect(
      sendHeldBet(
        4_000,
        async () => Promise.reject(new Error('Insufficient balance')),
        () => ({ balance: 0, payout: 0, revealId: 'x' }),
        session,
      ),
    ).rejects.toThrow('Insufficient balance');
    expect(session.getState().user!.balance).toBe(10_000);
  });
});
