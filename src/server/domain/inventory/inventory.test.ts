import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DomainError } from '../errors';
import { DomainEventBus } from '../events';
import { Inventory } from './inventory';
import { inventoryView } from './inventoryView';

// A database that must not be reached: these refusals happen before any transaction.
const unreachable = new Proxy({} as Database, {
  get() {
    throw new Error('the database was touched');
  },
});

describe('Inventory.consume', () => {
  it('refuses an unknown item before touching anything', async () => {
    const inventory = new Inventory(unreachable, new DomainEventBus());
    const refusal = await inventory.consume('u-1', 'golden-ticket').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 404, message: 'This item does not exist' });
  });

  it('refuses a kind nobody handles yet, changing nothing', async () => {
    const inventory = new Inventory(unreachable, new DomainEventBus());
    inventory.onConsume('free-case', async () => {});
    const refusal = await inventory.consume('u-1', 'rakeback-token').catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 409, message: 'This item cannot be used right now' });
  });

  it('runs the check before the transaction, whose refusal keeps the item', async () => {
    const inventory = new Inventory(unreachable, new DomainEventBus());
    const paused = new DomainError('GAME_DISABLED', 'paused', 409);
    inventory.onConsume('free-case', async () => {}, {
      beforeUse: () => Promise.reject(paused),
    });
    await expect(inventory.consume('u-1', 'free-case')).rejects.toBe(paused);
  });

  it('gives each kind one owner', () => {
    const inventory = new Inventory(unreachable, new DomainEventBus());
    inventory.onConsume('xp-boost', async () => {});
    expect(() => inventory.onConsume('xp-boost', async () => {})).toThrow(/already/);
  });
});

describe('inventoryView', () => {
  it('names held items from the catalogue and leaves out retired ids', () => {
    expect(
      inventoryView([
        { item: 'free-case', amount: 2 },
        { item: 'retired-item', amount: 1 },
        { item: 'xp-boost-1.5x-24h', amount: 1 },
      ]),
    ).toEqual([
      { _id: 'free-case', amount: 2, name: 'Free case', image: null },
      { _id: 'xp-boost-1.5x-24h', amount: 1, name: 'XP boost 1.5x (24 hours)', image: null },
    ]);
  });
});
