import { floatFromBytes, sha256Hex } from '../fair';
import type { TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { RouletteCommands } from './bus';
import { ROULETTE_BETTING_MS, rouletteRoundHmac, rouletteSlotFromHmac, slotColour } from './core';

// Roulette's fake rounds for the scene viewer's timeline: betting counts down for the
// viewer's betting time, then the strip rolls onto the slot the roulette core draws from a
// seeded stand-in for the hash chain, then the result shows.

export function rouletteTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<RouletteCommands>[] {
  const seconds = Number.parseFloat(values.betting ?? String(ROULETTE_BETTING_MS / 1000));
  const bettingMs = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  return Array.from({ length: count }, (_, nonce) => {
    const h = rouletteRoundHmac(sha256Hex(`${seed}:${nonce}`), 'viewer-salt');
    const slot = rouletteSlotFromHmac(h);
    const landingOffset = floatFromBytes(h, 4);
    const roundId = `${prefix}round-${nonce}`;
    return {
      label: `slot ${slot} (${slotColour(slot)})`,
      steps: [
        { command: { type: 'roulette:betting', payload: { roundId, endsInMs: bettingMs } } },
        {
          waitMs: bettingMs,
          command: {
            type: 'roulette:roll',
            payload: { id: `${prefix}roll-${nonce}`, roundId, slot, landingOffset, elapsedMs: 0 },
          },
        },
        {
          afterLanding: true,
          command: { type: 'roulette:result', payload: { roundId, slot, landingOffset } },
        },
      ],
    };
  });
}
