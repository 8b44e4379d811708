import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../events';
import { MemoryRevealStore, type PendingReveal, PendingReveals } from './pendingReveals';

const win = (over: Partial<PendingReveal> = {}): PendingReveal => ({
  id: 'bet-1',
  payout: 3_000,
  inMs: 1_300,
  ledgerPosition: 7,
  ...over,
});

describe('MemoryRevealStore', () => {
  it('answers a reveal with the time it has left, and forgets it once due', async () => {
    let now = 10_000;
    const store = new MemoryRevealStore(() => now);
    await store.record('u1', win());
    now += 300;
    expect(await store.pendingOf('u1')).toEqual([win({ inMs: 1_000 })]);
    expect(await store.pendingOf('u2')).toEqual([]);
    now += 1_000;
    expect(await store.pendingOf('u1')).toEqual([]);
    expect(store.size()).toBe(0);
  });

  it("keeps a group's newest balance: a later one replaces it, a late older one does not", async () => {
    let now = 0;
    const store = new MemoryRevealStore(() => now);
    await store.record('u1', win({ payout: 400, ledgerPosition: 3, inMs: 6_000 }));
    now += 10;
    await store.record('u1', win({ payout: 2_900, ledgerPosition: 6, inMs: 6_000 }));
    await store.record('u1', win({ payout: 400, ledgerPosition: 3, inMs: 6_000 }));
    expect(await store.pendingOf('u1')).toEqual([
      win({ payout: 2_900, ledgerPosition: 6, inMs: 6_000 }),
    ]);
  });

  it("sweeps every player's due reveals as it records, so none is kept past its moment", async () => {
    let now = 0;
    const store = new MemoryRevealStore(() => now);
    await store.record('u1', win());
    await store.record('u2', win({ inMs: 5_000 }));
    now = 2_000;
    await store.record('u3', win());
    expect(store.size()).toBe(2);
  });
});

describe('PendingReveals', () => {
  it('keeps the reveal a user.balance event carries, at its ledger position', async () => {
    const events = new DomainEventBus();
    const reveals = new PendingReveals(events, () => undefined);
    events.emit('user.balance', { userId: 'u1', balance: 12_000, ledgerPosition: 5 });
    events.emit('user.balance', {
      userId: 'u1',
      balance: 15_000,
      ledgerPosition: 7,
      reveal: { id: 'bet-1', payout: 3_000, inMs: 1_300 },
    });
    const [held] = await reveals.heldIn('u1', { balance: 15_000, ledgerPosition: 7 });
    expect(held).toMatchObject({ id: 'bet-1', payout: 3_000, ledgerPosition: 7 });
    expect(held!.inMs).toBeGreaterThan(1_200);
    expect(held!.inMs).toBeLessThanOrEqual(1_300);
  });

  it('answers only what the balance read includes, oldest first', async () => {
    const reveals = new PendingReveals(new DomainEventBus(), () => undefined);
    const store = new MemoryRevealStore(() => 0);
    reveals.shareThrough(store);
    await store.record('u1', win({ id: 'c', ledgerPosition: 9 }));
    await store.record('u1', win({ id: 'b', ledgerPosition: 8 }));
    await store.record('u1', win({ id: 'a', ledgerPosition: 4 }));
    const held = await reveals.heldIn('u1', { balance: 1, ledgerPosition: 8 });
    expect(held.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('a store that fails is reported: the read answers none rather than failing the sign-in', async () => {
    const problems: string[] = [];
    const events = new DomainEventBus();
    const reveals = new PendingReveals(events, (_error, context) => problems.push(context));
    const broken = {
      record: () => Promise.reject(new Error('down')),
      pendingOf: () => Promise.reject(new Error('down')),
    };
    reveals.shareThrough(broken);
    events.emit('user.balance', {
      userId: 'u1',
      balance: 15_000,
      ledgerPosition: 7,
      reveal: { id: 'bet-1', payout: 3_000, inMs: 1_300 },
    });
    expect(await reveals.heldIn('u1', { balance: 15_000, ledgerPosition: 7 })).toEqual([]);
    expect(problems).toEqual([
      'a pending reveal was not stored',
      'pending reveals could not be read',
    ]);
  });
});
