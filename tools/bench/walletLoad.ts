import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/db/client';
import { transact } from '../../src/server/db/transaction';
import { DomainEventBus } from '../../src/server/domain/events';
import { Wallet } from '../../src/server/domain/wallet';

export interface LoadResult {
  movements: number;
  seconds: number;
  perSecond: number;
  /** This process's CPU time over wall time: 1.0 is one core busy. */
  cpu: number;
}

/** Creates `count` players with plenty of gems. */
export async function fundedPlayers(
  db: Database,
  wallet: Wallet,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO users (username) VALUES (${'b' + randomUUID().slice(0, 12)}) RETURNING id`,
    );
    await transact(db, async (tx) => {
      await wallet.openAccount(tx, row!.id);
      await wallet.move(tx, {
        userId: row!.id,
        amount: 1_000_000_000,
        counterparty: 'cashier',
        kind: 'deposit',
      });
    });
    ids.push(row!.id);
  }
  return ids;
}

/**
 * `concurrency` workers, each posting one wallet movement per transaction (a bet of 1.00
 * against the house) on a random player, for `seconds`.
 */
export async function walletLoad(
  db: Database,
  players: string[],
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const wallet = new Wallet(new DomainEventBus());
  const stopAt = performance.now() + seconds * 1000;
  let movements = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const userId = players[Math.floor(Math.random() * players.length)]!;
      await transact(db, (tx) =>
        wallet.move(tx, { userId, amount: -100, counterparty: 'house', kind: 'bet' }),
      );
      movements++;
    }
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = (performance.now() - started) / 1000;
  return {
    movements,
    seconds: elapsed,
    perSecond: movements / elapsed,
    cpu: (cpu.user + cpu.system) / 1e6 / elapsed,
  };
}
