// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  browserRevealChannel,
  revealSignalOf,
  type RevealChannel,
  type RevealSignal,
} from './reveal-channel';
import { aliceApi as api, manualClock } from './hold-test-fixtures';
import { createSessionStore, FOLLOW_MS, LANDED_AFTER_MS } from './session-store';

// Two tabs of one browser: the second holds the first tab's win until that tab's scene has
// landed, however long past the server's estimate (a slow device), up to FOLLOW_MS.

/** Tabs joined as by a BroadcastChannel: a post reaches every other tab, at once. */
function tabsChannel() {
  const hearers: Array<(signal: RevealSignal) => void> = [];
  return (): RevealChannel => {
    let mine: ((signal: RevealSignal) => void) | null = null;
    return {
      post: (signal) => hearers.filter((hear) => hear !== mine).forEach((hear) => hear(signal)),
      listen(hear) {
        mine = hear;
        hearers.push(hear);
      },
      close: () => undefined,
    };
  };
}

/** Alice bets 10.00 in the first tab and wins 30.00 at position 3; the server says 1,300 ms. */
async function twoTabs(eventFirst: boolean) {
  const { clock, advance } = manualClock();
  const channel = tabsChannel();
  const betting = createSessionStore(api, clock, channel());
  const other = createSessionStore(api, clock, channel());
  await betting.getState().login({ login: 'alice', password: 'pw' });
  await other.getState().login({ login: 'alice', password: 'pw' });
  const event = () =>
    other
      .getState()
      .setBalance({ balance: 102_000, ledgerPosition: 3 }, { id: 'b', payout: 3_000, inMs: 1_300 });
  if (eventFirst) event();
  const ticket = betting.getState().placeBet(1_000);
  betting
    .getState()
    .settleBet(ticket, { balance: 102_000, ledgerPosition: 3, payout: 3_000, revealId: 'b' });
  if (!eventFirst) event();
  const shown = () => other.getState().user?.balance;
  return { betting, other, advance, shown };
}

describe('reveal signals between tabs', () => {
  for (const eventFirst of [true, false])
    it(`the other tab waits for a late reel to land (event ${eventFirst ? 'before' : 'after'} the signal)`, async () => {
      const { betting, advance, shown } = await twoTabs(eventFirst);
      expect(shown()).toBe(99_000);
      advance(1_300);
      expect(shown()).toBe(99_000);
      advance(2_000);
      expect(shown()).toBe(99_000);
      betting.getState().releasePayout('b');
      expect(betting.getState().user?.balance).toBe(102_000);
      // The betting tab renders its landing first; the other tab hears of it a few frames later.
      advance(LANDED_AFTER_MS - 1);
      expect(shown()).toBe(99_000);
      advance(1);
      expect(shown()).toBe(102_000);
    });

  it('a reel that never lands holds the other tab FOLLOW_MS at most', async () => {
    const { advance, shown } = await twoTabs(false);
    advance(FOLLOW_MS - 1);
    expect(shown()).toBe(99_000);
    advance(1);
    expect(shown()).toBe(102_000);
  });

  it('a betting tab that goes hidden gives the other tab back the server estimate', async () => {
    const { advance, shown } = await twoTabs(false);
    advance(500);
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(shown()).toBe(99_000);
    advance(799);
    expect(shown()).toBe(99_000);
    advance(1);
    expect(shown()).toBe(102_000);
  });

  it('a reel that lands early shows the win in the other tab at once', async () => {
    const { betting, advance, shown } = await twoTabs(true);
    advance(200);
    betting.getState().releasePayout('b');
    advance(LANDED_AFTER_MS);
    expect(shown()).toBe(102_000);
  });

  it('a loss is not announced, and a stranger signal holds nothing', async () => {
    const posted: RevealSignal[] = [];
    const { clock } = manualClock();
    const store = createSessionStore(api, clock, {
      post: (s) => posted.push(s),
      listen: () => undefined,
      close: () => undefined,
    });
    await store.getState().login({ login: 'alice', password: 'pw' });
    const ticket = store.getState().placeBet(1_000);
    store
      .getState()
      .settleBet(ticket, { balance: 99_000, ledgerPosition: 2, payout: 0, revealId: 'lost' });
    store.getState().releasePayout('lost');
    expect(posted).toEqual([]);
  });
});

describe('revealSignalOf', () => {
  it('takes our three kinds with an id, nothing else', () => {
    expect(revealSignalOf({ kind: 'landed', id: 'b' })).toEqual({ kind: 'landed', id: 'b' });
    expect(revealSignalOf({ kind: 'spin', id: 'b' })).toBeNull();
    expect(revealSignalOf({ kind: 'playing', id: '' })).toBeNull();
    expect(revealSignalOf({ kind: 'gone' })).toBeNull();
    expect(revealSignalOf('landed')).toBeNull();
    expect(revealSignalOf(null)).toBeNull();
  });
});

describe('browserRevealChannel', () => {
  it('carries a signal to another channel of the same name, not back to its sender', async () => {
    const first = browserRevealChannel()!;
    const second = browserRevealChannel()!;
    const heardByFirst: RevealSignal[] = [];
    first.listen((signal) => heardByFirst.push(signal));
    const heard = new Promise<RevealSignal>((resolve) => second.listen(resolve));
    first.post({ kind: 'playing', id: 'bet-1' });
    expect(await heard).toEqual({ kind: 'playing', id: 'bet-1' });
    expect(heardByFirst).toEqual([]);
    first.close();
    second.close();
  });
});
