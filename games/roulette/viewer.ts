import { floatFromBytes, sha256Hex } from '../fair';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import type { RouletteCommands } from './bus';
import { ROULETTE_BETTING_MS, assertSlot, rouletteRoundHmac, rouletteSlotFromHmac } from './core';
import tuning from './tuning.json';
import { rouletteTimeline } from './viewerTimeline';

// Roulette in the scene viewer: rounds with a typed slot, or one drawn by the real core
// from a seeded hash chain stand-in; late joiners and reduced rounds on a button.

function draw(context: ViewerContext<RouletteCommands>): { slot: number; landingOffset: number } {
  const nonce = context.nextNonce();
  const h = rouletteRoundHmac(sha256Hex(`${context.values.seed ?? ''}:${nonce}`), 'viewer-salt');
  const typedOffset = context.values.offset?.trim() ?? '';
  const landingOffset = typedOffset === '' ? floatFromBytes(h, 4) : Number.parseFloat(typedOffset);
  const typed = context.values.slot?.trim() ?? '';
  if (typed === '') return { slot: rouletteSlotFromHmac(h), landingOffset };
  const slot = Number.parseInt(typed, 10);
  assertSlot(slot);
  return { slot, landingOffset };
}

function bettingMs({ values }: ViewerContext<RouletteCommands>): number {
  const seconds = Number.parseFloat(values.betting ?? '');
  return Number.isFinite(seconds) && seconds >= 0
    ? Math.round(seconds * 1000)
    : ROULETTE_BETTING_MS;
}

function roll(context: ViewerContext<RouletteCommands>, elapsedMs: number): void {
  const id = context.nextId();
  context.bus.emit('roulette:roll', { id, roundId: id, ...draw(context), elapsedMs });
}

export const viewer: GameViewer<RouletteCommands> = {
  scene: 'roulette',
  title: 'Roulette',
  tuning,
  fields: [
    { key: 'slot', label: 'Slot', initial: '', hint: '0-14; empty: drawn by the core' },
    { key: 'offset', label: 'Landing offset', initial: '', hint: '0-1 across the slot' },
    { key: 'late', label: 'Late join (ms)', initial: '2500', hint: 'for the late-joiner roll' },
    { key: 'seed', label: 'Chain seed', initial: 'viewer' },
    {
      key: 'betting',
      label: 'Betting (s)',
      initial: String(ROULETTE_BETTING_MS / 1000),
      hint: 'the countdown before a roll',
    },
  ],
  setup(context) {
    context.bus.emit('roulette:betting', { roundId: 'viewer', endsInMs: bettingMs(context) });
  },
  actions: [
    {
      label: 'Betting',
      run: (context) =>
        context.bus.emit('roulette:betting', {
          roundId: context.nextId(),
          endsInMs: bettingMs(context),
        }),
    },
    { label: 'Roll', run: (context) => roll(context, 0) },
    {
      label: 'Roll as a late joiner',
      run: (context) => roll(context, Number.parseInt(context.values.late ?? '0', 10) || 0),
    },
    {
      label: 'Result at once',
      run: (context) => {
        const { slot, landingOffset } = draw(context);
        context.bus.emit('roulette:result', { roundId: context.nextId(), slot, landingOffset });
      },
    },
    { label: 'Idle', run: (context) => context.bus.emit('roulette:idle') },
  ],
  timeline: rouletteTimeline,
};
