import { EventEmitter } from 'node:events';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../domain/events';
import { databaseMetrics } from './databaseMetrics';
import { leadershipMetrics } from './leadershipMetrics';
import { ledgerCheckMetrics } from './ledgerCheckMetrics';
import { watchRedisErrors } from './redisMetrics';
import { settlementMetrics } from './settlementMetrics';
import { socketMetrics } from './socketMetrics';

const value = async (registry: Registry, name: string) =>
  (await registry.getSingleMetric(name)!.get()).values;

describe('the gauges read at scrape time', () => {
  it('report sockets, pool waiters and leadership as they are when scraped', async () => {
    const registry = new Registry();
    let sockets = 3;
    let leader = false;
    socketMetrics(registry, () => sockets);
    databaseMetrics(registry, () => 7);
    leadershipMetrics(registry, () => leader);
    expect((await value(registry, 'gemdrop_sockets_connected'))[0]!.value).toBe(3);
    expect((await value(registry, 'gemdrop_db_pool_waiting'))[0]!.value).toBe(7);
    expect((await value(registry, 'gemdrop_round_leader'))[0]!.value).toBe(0);
    sockets = 0;
    leader = true;
    expect((await value(registry, 'gemdrop_sockets_connected'))[0]!.value).toBe(0);
    expect((await value(registry, 'gemdrop_round_leader'))[0]!.value).toBe(1);
  });

  it('give the ledger check age in seconds, -1 before the first check', async () => {
    const registry = new Registry();
    const state = { lastCheckedAt: null as number | null, lastProblems: 0 };
    ledgerCheckMetrics(
      registry,
      () => state,
      () => 100_000,
    );
    expect((await value(registry, 'gemdrop_ledger_check_age_seconds'))[0]!.value).toBe(-1);
    state.lastCheckedAt = 40_000;
    state.lastProblems = 2;
    expect((await value(registry, 'gemdrop_ledger_check_age_seconds'))[0]!.value).toBe(60);
    expect((await value(registry, 'gemdrop_ledger_check_problems'))[0]!.value).toBe(2);
  });
});

describe('the counters', () => {
  it('count Redis errors per connection, each logged, from zero', async () => {
    const registry = new Registry();
    const command = new EventEmitter();
    const sub = new EventEmitter();
    const logged: string[] = [];
    watchRedisErrors(registry, { command, sub }, (error, connection) =>
      logged.push(`${connection}: ${error.message}`),
    );
    command.emit('error', new Error('ECONNREFUSED'));
    command.emit('error', new Error('ECONNREFUSED'));
    const values = await value(registry, 'gemdrop_redis_errors_total');
    expect(values.find((v) => v.labels.connection === 'command')?.value).toBe(2);
    expect(values.find((v) => v.labels.connection === 'sub')?.value).toBe(0);
    expect(logged).toEqual(['command: ECONNREFUSED', 'command: ECONNREFUSED']);
  });

  it('count settled bets by game from the event bus, and time settlements', async () => {
    const registry = new Registry();
    const events = new DomainEventBus();
    const timed = settlementMetrics(registry, events);
    const settled = {
      betId: 'b',
      userId: 'u',
      username: 'n',
      amount: 100,
      payout: 0,
      multiplierE4: 0,
      revealInMs: 0,
    };
    events.emit('bet.settled', { ...settled, game: 'dice' });
    events.emit('bet.settled', { ...settled, game: 'dice' });
    events.emit('bet.settled', { ...settled, game: 'crash' });
    timed('dice', 0.003);
    const text = await registry.metrics();
    expect(text).toContain('gemdrop_bets_settled_total{game="dice"} 2');
    expect(text).toContain('gemdrop_bets_settled_total{game="crash"} 1');
    expect(text).toContain('gemdrop_bet_settlement_seconds_bucket{le="0.005",game="dice"} 1');
    expect(text).toContain('gemdrop_bet_settlement_seconds_bucket{le="0.0025",game="dice"} 0');
  });
});
