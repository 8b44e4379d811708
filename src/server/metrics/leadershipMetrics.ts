import { Gauge, type Registry } from 'prom-client';

/** 1 while this node leads the round games (holds the leader lock), else 0. */
export function leadershipMetrics(registry: Registry, isLeader: () => boolean): void {
  new Gauge({
    name: 'gemdrop_round_leader',
    help: 'Whether this node leads the round games: 1 yes, 0 no',
    registers: [registry],
    collect() {
      this.set(isLeader() ? 1 : 0);
    },
  });
}
