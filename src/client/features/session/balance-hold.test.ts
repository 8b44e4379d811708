import { describe, expect, it } from 'vitest';
import { BalanceHold } from './balance-hold';
import type { SessionApi } from './session-api';
import { createSessionStore } from './session-store';
import type { SessionUser } from './session-types';

function holdAt(balance: number, ledgerPosition = 1): BalanceHold {
  const hold = new BalanceHold();
  hold.report({ balance, ledgerPosition });
  return hold;
}

describe('BalanceHold', () => {
  it('shows nothing before the first balance', () => {
    expect(new BalanceHold().shown()).toBeNull();
  });

  it('takes the stake at once and shows the win only when revealed', () => {
    const hold = holdAt(100_000);
    const ticket = hold.begin(1_000);
    expect(hold.shown()).toBe(99_000);

    // The answer: stake 10.00 lost, payout 19.80 credited -> server says 1,009.80.
    hold.settle(ticket, { balance: 100_980, ledgerPosition: 3, payout: 1_980, revealId: 'bet-1' });
    expect(hold.shown()).toBe(99_000);
    expect(hold.pending()).toBe(1);

    hold.release('bet-1');
    expect(hold.shown()).toBe(100_980);
    expect(hold.pending()).toBe(0);
  });

  it('a loss shows the debit and holds nothing', () => {
    const hold = holdAt(5_000);
    const ticket = hold.begin(500);
    hold.settle(ticket, { balance: 4_500, ledgerPosition: 2, payout: 0, revealId: 'bet-1' });
    expect(hold.shown()).toBe(4_500);
    expect(hold.pending()).toBe(0);
  });

  it('does not let a socket balance that overtakes the answer reveal the win', () => {
    const hold = holdAt(10_000);
    const ticket = hold.begin(1_000);
    // user.balance arrives first, already including a 5.00 payout.
    hold.report({ balance: 9_500, ledgerPosition: 3 });
    expect(hold.shown()).toBe(9_000);
    hold.settle(ticket, { balance: 9_500, ledgerPosition: 3, payout: 500, revealId: 'b' });
    expect(hold.shown()).toBe(9_000);
    hold.release('b');
    expect(hold.shown()).toBe(9_500);
  });

  it('a socket balance after the answer changes nothing while the payout is held', () => {
    const hold = holdAt(10_000);
    const ticket = hold.begin(1_000);
    hold.settle(ticket, { balance: 12_000, ledgerPosition: 3, payout: 3_000, revealId: 'b' });
    hold.report({ balance: 12_000, ledgerPosition: 3 });
    expect(hold.shown()).toBe(9_000);
  });

  it('gives the stake back when the bet fails', () => {
    const hold = holdAt(10_000);
    const ticket = hold.begin(2_500);
    expect(hold.shown()).toBe(7_500);
    hold.cancel(ticket);
    expect(hold.shown()).toBe(10_000);
  });

  it('keeps many balls in flight apart, whatever order answers and reveals come in', () => {
    const hold = holdAt(10_000);
    const a = hold.begin(100);
    const b = hold.begin(100);
    const c = hold.begin(100);
    expect(hold.shown()).toBe(9_700);

    // The server settled a (positions 2-3), b (4), c (5-6); answers arrive c, a, b.
    // a: -100 +50 -> 9_950; b: -100 +0 -> 9_850; c: -100 +200 -> 9_950.
    hold.settle(c, { balance: 9_950, ledgerPosition: 6, payout: 200, revealId: 'c' });
    expect(hold.shown()).toBe(9_700);
    hold.settle(a, { balance: 9_950, ledgerPosition: 3, payout: 50, revealId: 'a' });
    expect(hold.shown()).toBe(9_700);
    hold.settle(b, { balance: 9_850, ledgerPosition: 4, payout: 0, revealId: 'b' });
    // The stale answers (a, b) did not overwrite c's newer balance.
    expect(hold.shown()).toBe(9_700);

    hold.release('c');
    expect(hold.shown()).toBe(9_900);
    hold.release('a');
    expect(hold.shown()).toBe(9_950);
  });

  it('holds a new bet while an earlier payout still waits for its reveal', () => {
    const hold = holdAt(10_000);
    const first = hold.begin(1_000);
    hold.settle(first, { balance: 11_000, ledgerPosition: 3, payout: 2_000, revealId: 'first' });
    expect(hold.shown()).toBe(9_000);
    const second = hold.begin(1_000);
    expect(hold.shown()).toBe(8_000);
    hold.settle(second, { balance: 10_000, ledgerPosition: 4, payout: 0, revealId: 'second' });
    expect(hold.shown()).toBe(8_000);
    hold.release('first');
    expect(hold.shown()).toBe(10_000);
  });

  it('a win revealed while another bet is being sent shows at once', () => {
    const hold = holdAt(10_000);
    const first = hold.begin(100);
    hold.settle(first, { balance: 10_400, ledgerPosition: 3, payout: 500, revealId: 'first' });
    const second = hold.begin(100);
    expect(hold.shown()).toBe(9_800);
    hold.release('first');
    expect(hold.shown()).toBe(10_300);
    hold.settle(second, { balance: 10_300, ledgerPosition: 4, payout: 0, revealId: 'second' });
    expect(hold.shown()).toBe(10_300);
  });

  it('a deposit during a flight shows once the flight lands', () => {
    const hold = holdAt(1_000);
    const ticket = hold.begin(100);
    hold.report({ balance: 51_000, ledgerPosition: 2 }); // +500.00 deposit pushed by the socket
    expect(hold.shown()).toBe(900);
    hold.settle(ticket, { balance: 50_900, ledgerPosition: 3, payout: 0, revealId: 'x' });
    expect(hold.shown()).toBe(50_900);
  });

  it('ignores answers of bets forgotten by a reset, and never shows below zero', () => {
    const hold = holdAt(1_000);
    const ticket = hold.begin(1_000);
    hold.reset({ balance: 300, ledgerPosition: 9 });
    hold.settle(ticket, { balance: 5_000, ledgerPosition: 10, payout: 4_000, revealId: 'old' });
    expect(hold.shown()).toBe(300);

    const other = holdAt(100);
    const t = other.begin(100);
    other.settle(t, { balance: 50, ledgerPosition: 2, payout: 500, revealId: 'odd' });
    expect(other.shown()).toBe(0);
  });

  it('keeps the newest balance by ledger position, whatever order they arrive in', () => {
    const hold = holdAt(10_000, 5);
    expect(hold.report({ balance: 9_000, ledgerPosition: 4 })).toBe(false); // a late answer
    expect(hold.shown()).toBe(10_000);
    expect(hold.report({ balance: 12_000, ledgerPosition: 8 })).toBe(true);
    expect(hold.report({ balance: 11_000, ledgerPosition: 7 })).toBe(false); // a late event
    expect(hold.shown()).toBe(12_000);
    expect(hold.ledgerPosition()).toBe(8);
  });

  it('a stale bet answer after a newer socket balance does not roll the balance back', () => {
    const hold = holdAt(10_000, 1);
    const ticket = hold.begin(1_000);
    // Bet at positions 2 (stake) and 3 (payout +3,000), then a 50.00 tip received at 4.
    hold.report({ balance: 17_000, ledgerPosition: 4 });
    hold.settle(ticket, { balance: 12_000, ledgerPosition: 3, payout: 3_000, revealId: 'b' });
    expect(hold.shown()).toBe(14_000); // the tip shows, the win waits for its reveal
    hold.release('b');
    expect(hold.shown()).toBe(17_000);
  });

  it('holds a payout paid over the socket by its position, with no answer at all', () => {
    const hold = holdAt(10_000, 1);
    // A round game announces: 25.00 paid to this player at position 3.
    hold.hold('round-7', 2_500, 3);
    // The socket balance at position 2 (the stake) does not include it: nothing to take off.
    hold.report({ balance: 9_000, ledgerPosition: 2 });
    expect(hold.shown()).toBe(9_000);
    // At position 3 it does: held until the round's animation reveals it.
    hold.report({ balance: 11_500, ledgerPosition: 3 });
    expect(hold.shown()).toBe(9_000);
    hold.release('round-7');
    expect(hold.shown()).toBe(11_500);
  });

  it('releasing an unknown id changes nothing', () => {
    const hold = holdAt(1_234);
    hold.release('nope');
    expect(hold.shown()).toBe(1_234);
  });
});

describe('session store balance hold', () => {
  const alice: SessionUser = { id: 'u1', username: 'alice', balance: 100_000, roles: ['PLAYER'] };
  const api = (me: SessionUser | null = alice): SessionApi => ({
    fetchCurrentUser: async () => me,
    login: async () => alice,
    register: async () => alice,
    logout: async () => undefined,
  });

  it('shows the stake at once, the win on release, whatever the socket says between', async () => {
    const store = createSessionStore(api());
    await store.getState().login({ login: 'alice', password: 'pw' });
    const ticket = store.getState().placeBet(1_000);
    expect(store.getState().user?.balance).toBe(99_000);

    // user.balance overtakes the answer
    store.getState().setBalance({ balance: 102_000, ledgerPosition: 3 });
    expect(store.getState().user?.balance).toBe(99_000);
    store.getState().settleBet(ticket, {
      balance: 102_000,
      ledgerPosition: 3,
      payout: 3_000,
      revealId: 'bet',
    });
    expect(store.getState().user?.balance).toBe(99_000);

    store.getState().releasePayout('bet');
    expect(store.getState().user?.balance).toBe(102_000);
  });

  it('a reload of the same user keeps the hold; logging out forgets it', async () => {
    const store = createSessionStore(api({ ...alice, balance: 103_000 }));
    await store.getState().login({ login: 'alice', password: 'pw' });
    const ticket = store.getState().placeBet(1_000);
    store.getState().settleBet(ticket, {
      balance: 103_000,
      ledgerPosition: 3,
      payout: 4_000,
      revealId: 'bet',
    });
    await store.getState().load();
    expect(store.getState().user?.balance).toBe(99_000);

    await store.getState().logout();
    await store.getState().login({ login: 'alice', password: 'pw' });
    expect(store.getState().user?.balance).toBe(100_000);
  });

  it('an older /users/me answer than a pushed balance keeps the pushed one', async () => {
    const store = createSessionStore(api({ ...alice, balance: 100_000, ledgerPosition: 4 }));
    await store.getState().login({ login: 'alice', password: 'pw' });
    store.getState().setBalance({ balance: 150_000, ledgerPosition: 9 });
    await store.getState().load(); // answered from a snapshot before position 9
    expect(store.getState().user?.balance).toBe(150_000);
    store.getState().setBalance({ balance: 120_000, ledgerPosition: 6 }); // a late event
    expect(store.getState().user?.balance).toBe(150_000);
    store.getState().setBalance({ balance: 149_000, ledgerPosition: 10 });
    expect(store.getState().user?.balance).toBe(149_000);
  });

  it('holds a round payout announced over the socket until it is revealed', async () => {
    const store = createSessionStore(api({ ...alice, ledgerPosition: 1 }));
    await store.getState().login({ login: 'alice', password: 'pw' });
    store.getState().holdPayout('round', 5_000, 3);
    store.getState().setBalance({ balance: 104_000, ledgerPosition: 3 });
    expect(store.getState().user?.balance).toBe(99_000);
    store.getState().releasePayout('round');
    expect(store.getState().user?.balance).toBe(104_000);
  });

  it('a failed bet gives the stake back', async () => {
    const store = createSessionStore(api());
    await store.getState().login({ login: 'alice', password: 'pw' });
    const ticket = store.getState().placeBet(50_000);
    expect(store.getState().user?.balance).toBe(50_000);
    store.getState().cancelBet(ticket);
    expect(store.getState().user?.balance).toBe(100_000);
  });
});
