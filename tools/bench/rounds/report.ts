import type { RoundFigures } from './figures';

// The section's printout: per game and client count, ours beside the bare pair.

export interface RoundFanoutResult {
  game: 'crash' | 'roulette';
  /** The socket event measured (crash.bet, roulette.bets). */
  event: string;
  clients: number;
  /** Where our sockets were: "half on each of two processes", "three nodes behind nginx". */
  topology: string;
  rounds: RoundFigures;
  bare: RoundFigures;
  /** The bet requests' own round trip, p50 (ms): part of every round-event latency. */
  betRequestP50: number;
  /** Both setups batch this event in windows of this length (0: sent at once). */
  batchMs: number;
}

export function printRoundFanout(measuredRounds: number, results: RoundFanoutResult[]) {
  const row = (name: string, f: RoundFigures) =>
    `${name.padEnd(44)}${f.p50.toFixed(1).padStart(8)}${f.p99.toFixed(1).padStart(9)}${f.deliveriesPerSecond.toFixed(0).padStart(14)}`;
  for (const r of results) {
    console.log(
      `\nround events (${r.event}) to ${r.clients} sockets, ${r.topology}, ${measuredRounds} rounds, ${r.rounds.messages} bets`,
    );
    console.log(`${''.padEnd(44)}  p50 ms   p99 ms  deliveries/s`);
    console.log(row(`gemdrop ${r.event} (HTTP bet, PostgreSQL)`, r.rounds));
    console.log(row('bare socket.io servers (HTTP trigger)', r.bare));
    console.log(
      `${'ratio gemdrop / bare'.padEnd(44)}${(r.rounds.p50 / r.bare.p50).toFixed(2).padStart(8)}${(r.rounds.p99 / r.bare.p99).toFixed(2).padStart(9)}${(r.rounds.deliveriesPerSecond / r.bare.deliveriesPerSecond).toFixed(2).padStart(14)}`,
    );
    const batched =
      r.batchMs > 0 ? `; both batch ${r.event} in ${r.batchMs} ms windows (in every figure)` : '';
    console.log(
      `  of which the bet request's own round trip: p50 ${r.betRequestP50.toFixed(1)} ms${batched}`,
    );
  }
  console.log('\ngoals: crash.bet p99 <= 50 ms at 5,000 sockets; rate >= 0.80 of bare');
}
