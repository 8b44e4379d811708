import { describe, expect, it } from 'vitest';
import { BalanceHold } from './balance-hold';
import type { SessionApi } from './session-api';
import { aliceApi, manualClock } from './hold-test-fixtures';
import { createSessionStore } from './session-store';
import type { SessionUser } from './session-types';

// Holds brought by `user.balance` (its `reveal`): every tab, not only the one that bet,
// shows a payout only once the betting tab's animation has landed.

function holdAt(balance: number, ledgerPosition = 1): BalanceHold {
  const hold = new BalanceHold();
  hold.report({ balance, ledgerPosition });
  return hold;
}

describe('BalanceHold, holds from pushed balances', () => {
  it('a second tab holds a win until inMs from receipt, then shows it', () => {
    const hold = holdAt(10_000, 1);
    // Bet of 10.00 paying 30.00 at position 3, the reel lands 1,300 ms from now.
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    expect(hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 1_300 }, 3, 50_000)).toBe(true);
    expect(hold.shown()).toBe(9_000);
    expect(hold.nextExpiry()).toBe(51_300);
    expect(hold.expire(51_299)).toBe(false);
    expect(hold.shown()).toBe(9_000);
    expect(hold.expire(51_300)).toBe(true);
    expect(hold.shown()).toBe(12_000);
    expect(hold.nextExpiry()).toBeNull();
  });

  it('holds a payout whose event came before an older balance, and after a newer one', () => {
    const hold = holdAt(10_000, 1);
    // Two bets: a (paid 5.00 at position 3), then b (paid 7.00 at position 5). Events arrive
    // b first, then a: a's balance is stale, but its hold still applies to b's balance.
    hold.report({ balance: 11_000, ledgerPosition: 5 });
    hold.holdRevealed({ id: 'b', payout: 700, inMs: 900 }, 5, 0);
    expect(hold.report({ balance: 10_300, ledgerPosition: 3 })).toBe(false);
    hold.holdRevealed({ id: 'a', payout: 500, inMs: 1_200 }, 3, 10);
    expect(hold.shown()).toBe(9_800);
    hold.expire(900);
    expect(hold.shown()).toBe(10_500);
    hold.expire(1_210);
    expect(hold.shown()).toBe(11_000);
  });

  it('holds a payout once, however many times the same id comes', () => {
    const hold = holdAt(10_000, 1);
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 1_000 }, 3, 0);
    expect(hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 1_000 }, 3, 5)).toBe(true);
    expect(hold.pending()).toBe(1);
    expect(hold.shown()).toBe(9_000);
  });

  it('keeps the newest balance of one animation: a case opening of three reels', () => {
    const hold = holdAt(100_000, 1);
    // Each case: stake 10.00; items 4.00, 0.00, 25.00 at positions 3, 4, 6. One reveal id.
    hold.report({ balance: 99_400, ledgerPosition: 3 });
    hold.holdRevealed({ id: 'first', payout: 400, inMs: 6_000 }, 3, 0);
    expect(hold.shown()).toBe(99_000);
    hold.report({ balance: 98_400, ledgerPosition: 4 });
    hold.holdRevealed({ id: 'first', payout: 400, inMs: 6_000 }, 4, 1);
    expect(hold.shown()).toBe(98_000);
    hold.report({ balance: 99_900, ledgerPosition: 6 });
    hold.holdRevealed({ id: 'first', payout: 2_900, inMs: 6_000 }, 6, 2);
    expect(hold.shown()).toBe(97_000);
    // A late event of the same opening holds nothing more.
    expect(hold.holdRevealed({ id: 'first', payout: 400, inMs: 6_000 }, 3, 3)).toBe(false);
    expect(hold.shown()).toBe(97_000);
    hold.expire(6_002);
    expect(hold.shown()).toBe(99_900);
  });

  it('the betting tab: an event after its own answer is the same payout', () => {
    const hold = holdAt(10_000, 1);
    const ticket = hold.begin(1_000);
    hold.settle(ticket, { balance: 12_000, ledgerPosition: 3, payout: 3_000, revealId: 'bet' });
    expect(hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 1_300 }, 3, 0)).toBe(false);
    expect(hold.shown()).toBe(9_000);
    // No deadline of its own: only its scene shows it, however late.
    hold.expire(1_000_000);
    expect(hold.shown()).toBe(9_000);
    hold.release('bet');
    expect(hold.shown()).toBe(12_000);
  });

  it('the betting tab: its answer takes the place of an event that came first', () => {
    const hold = holdAt(10_000, 1);
    const ticket = hold.begin(1_000);
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 1_300 }, 3, 0);
    hold.settle(ticket, { balance: 12_000, ledgerPosition: 3, payout: 3_000, revealId: 'bet' });
    expect(hold.pending()).toBe(1);
    expect(hold.nextExpiry()).toBeNull();
    expect(hold.shown()).toBe(9_000);
    hold.release('bet');
    expect(hold.shown()).toBe(12_000);
  });

  it('the betting tab: a hold under its own name (mines) at the same position is one payout', () => {
    const hold = holdAt(10_000, 1);
    // The event (the bet's id) comes first, the answer holds it as 'game:cashout'.
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    hold.holdRevealed({ id: 'bet', payout: 2_000, inMs: 400 }, 3, 0);
    hold.hold('game:cashout', 2_000, 3);
    expect(hold.pending()).toBe(1);
    expect(hold.shown()).toBe(10_000);
    // And the other way round: the answer first, the event after.
    const other = holdAt(10_000, 1);
    other.hold('game:cashout', 2_000, 3);
    other.report({ balance: 12_000, ledgerPosition: 3 });
    expect(other.holdRevealed({ id: 'bet', payout: 2_000, inMs: 400 }, 3, 0)).toBe(false);
    expect(other.shown()).toBe(10_000);
  });

  it('the betting tab: a released payout is not held again by a late event', () => {
    const hold = holdAt(10_000, 1);
    const ticket = hold.begin(1_000);
    // Instant pace: the answer lands at once, the event comes after.
    hold.settle(ticket, { balance: 12_000, ledgerPosition: 3, payout: 3_000, revealId: 'bet' });
    hold.release('bet');
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    expect(hold.holdRevealed({ id: 'bet', payout: 3_000, inMs: 400 }, 3, 0)).toBe(false);
    expect(hold.shown()).toBe(12_000);
  });

  it('nothing to hold for no payout or no wait', () => {
    const hold = holdAt(10_000, 1);
    expect(hold.holdRevealed({ id: 'a', payout: 0, inMs: 900 }, 2, 0)).toBe(false);
    expect(hold.holdRevealed({ id: 'b', payout: 500, inMs: 0 }, 2, 0)).toBe(false);
    expect(hold.pending()).toBe(0);
  });

  it('a reset forgets timed holds and what was released', () => {
    const hold = holdAt(10_000, 1);
    hold.holdRevealed({ id: 'a', payout: 500, inMs: 900 }, 2, 0);
    hold.release('b');
    hold.reset({ balance: 1_000, ledgerPosition: 7 });
    expect(hold.nextExpiry()).toBeNull();
    expect(hold.holdRevealed({ id: 'b', payout: 100, inMs: 900 }, 8, 0)).toBe(true);
  });
});

describe('session store, holds from pushed balances', () => {
  const api = aliceApi;

  it('a second tab shows a win only when its reveal time has passed', async () => {
    const { clock, advance, armed } = manualClock();
    const store = createSessionStore(api, clock);
    await store.getState().login({ login: 'alice', password: 'pw' });
    store
      .getState()
      .setBalance({ balance: 104_000, ledgerPosition: 3 }, { id: 'b', payout: 5_000, inMs: 1_300 });
    expect(store.getState().user?.balance).toBe(99_000);
    advance(1_299);
    expect(store.getState().user?.balance).toBe(99_000);
    advance(1);
    expect(store.getState().user?.balance).toBe(104_000);
    expect(armed()).toBe(0);
  });

  it('one timer at a time, for the earliest hold, then the next', async () => {
    const { clock, advance, armed } = manualClock();
    const store = createSessionStore(api, clock);
    await store.getState().login({ login: 'alice', password: 'pw' });
    const { setBalance } = store.getState();
    setBalance({ balance: 101_000, ledgerPosition: 3 }, { id: 'slow', payout: 2_000, inMs: 6_000 });
    setBalance({ balance: 102_000, ledgerPosition: 5 }, { id: 'fast', payout: 2_000, inMs: 400 });
    expect(armed()).toBe(1);
    expect(store.getState().user?.balance).toBe(98_000);
    advance(400);
    expect(store.getState().user?.balance).toBe(100_000);
    expect(armed()).toBe(1);
    advance(5_600);
    expect(store.getState().user?.balance).toBe(102_000);
    expect(armed()).toBe(0);
  });

  it('the betting tab shows its win when its scene lands, not on the timer', async () => {
    const { clock, advance } = manualClock();
    const store = createSessionStore(api, clock);
    await store.getState().login({ login: 'alice', password: 'pw' });
    const ticket = store.getState().placeBet(1_000);
    // The event overtakes the answer, then the answer comes.
    store
      .getState()
      .setBalance({ balance: 102_000, ledgerPosition: 3 }, { id: 'b', payout: 3_000, inMs: 1_300 });
    store
      .getState()
      .settleBet(ticket, { balance: 102_000, ledgerPosition: 3, payout: 3_000, revealId: 'b' });
    advance(1_000);
    store.getState().releasePayout('b');
    expect(store.getState().user?.balance).toBe(102_000);
    advance(5_000);
    expect(store.getState().user?.balance).toBe(102_000);
  });
});

describe('session store, holds from a fresh read of the user', () => {
  // Bet 10.00 at position 2, its 30.00 win at position 3, landing 1,300 ms after the read.
  const midAnimation: SessionUser = {
    id: 'u1',
    username: 'alice',
    balance: 102_000,
    ledgerPosition: 3,
    roles: ['PLAYER'],
    pendingReveals: [{ id: 'b', payout: 3_000, inMs: 1_300, ledgerPosition: 3 }],
  };
  const reading = (user: SessionUser): SessionApi => ({
    fetchCurrentUser: async () => user,
    login: async () => user,
    register: async () => user,
    logout: async () => undefined,
  });

  it('a tab that signs in mid-animation shows the win only when it lands', async () => {
    const { clock, advance, armed } = manualClock();
    const store = createSessionStore(reading(midAnimation), clock);
    await store.getState().load();
    expect(store.getState().user?.balance).toBe(99_000);
    expect(armed()).toBe(1);
    advance(1_299);
    expect(store.getState().user?.balance).toBe(99_000);
    advance(1);
    expect(store.getState().user?.balance).toBe(102_000);
    expect(armed()).toBe(0);
  });

  it('keeps the reveals in the hold, not on the user it shows', async () => {
    const store = createSessionStore(reading(midAnimation), manualClock().clock);
    await store.getState().load();
    expect(store.getState().user).not.toHaveProperty('pendingReveals');
  });

  it('a login or a registration mid-animation holds the win too', async () => {
    for (const signIn of ['login', 'register'] as const) {
      const { clock, advance } = manualClock();
      const store = createSessionStore(reading(midAnimation), clock);
      if (signIn === 'login') await store.getState().login({ login: 'alice', password: 'pw' });
      else
        await store
          .getState()
          .register({ username: 'alice', email: 'a@example.com', password: 'password1' });
      expect(store.getState().user?.balance).toBe(99_000);
      advance(1_300);
      expect(store.getState().user?.balance).toBe(102_000);
    }
  });

  it('the same win told by the socket and by a read is held once', async () => {
    const { clock, advance } = manualClock();
    const store = createSessionStore(reading(midAnimation), clock);
    await store.getState().load();
    advance(300);
    // The socket's own event of that win, arriving after the read: still one payout held.
    store
      .getState()
      .setBalance({ balance: 102_000, ledgerPosition: 3 }, { id: 'b', payout: 3_000, inMs: 1_000 });
    expect(store.getState().user?.balance).toBe(99_000);
    advance(1_000);
    expect(store.getState().user?.balance).toBe(102_000);
  });

  it('the betting tab reading itself again holds its own bet until its scene, not a timer', async () => {
    const { clock, advance } = manualClock();
    let answer: SessionUser = {
      ...midAnimation,
      balance: 100_000,
      ledgerPosition: 1,
      pendingReveals: [],
    };
    const store = createSessionStore(
      { ...reading(answer), fetchCurrentUser: async () => answer },
      clock,
    );
    await store.getState().load();
    const ticket = store.getState().placeBet(1_000);
    store
      .getState()
      .settleBet(ticket, { balance: 102_000, ledgerPosition: 3, payout: 3_000, revealId: 'b' });
    // Its socket signs in again mid-animation and reads the user, which lists its own win.
    answer = midAnimation;
    await store.getState().load();
    advance(5_000);
    expect(store.getState().user?.balance).toBe(99_000);
    store.getState().releasePayout('b');
    expect(store.getState().user?.balance).toBe(102_000);
    // A read that still lists it (the scene landed before the server's moment) holds nothing.
    await store.getState().load();
    expect(store.getState().user?.balance).toBe(102_000);
  });
});
