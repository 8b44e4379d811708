import { Counter, Histogram, type Registry } from 'prom-client';
import type { DomainEventBus } from '../domain/events';

export interface SettlementTimer {
  (game: string, seconds: number): void;
}

/**
 * Bets settled by game (every settled bet, instant or closed later, once committed) and
 * the time an instant bet takes to settle: its whole transaction, queueing included.
 */
export function settlementMetrics(registry: Registry, events: DomainEventBus): SettlementTimer {
  const bets = new Counter({
    name: 'gemdrop_bets_settled_total',
    help: 'Bets settled (committed), by game',
    labelNames: ['game'] as const,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'gemdrop_bet_settlement_seconds',
    help: 'Time to settle one instant bet, its transaction included, by game',
    labelNames: ['game'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  events.on('bet.settled', ({ game }) => bets.inc({ game }));
  return (game, taken) => seconds.observe({ game }, taken);
}
