import type { TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { CaseUnboxCommands } from './bus';
import { demoCaseItems, demoCasePrice, demoOpening } from './scene/demoCase';

// Case opening's fake rounds for the scene viewer's timeline: the viewer's number of demo
// cases opened at once, each item drawn by the case core from the seed (one nonce per case).

export function caseUnboxTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<CaseUnboxCommands>[] {
  const cases = Number.parseInt(values.count ?? '1', 10) || 1;
  let nonce = 0;
  return Array.from({ length: count }, (_, round) => {
    const reels = Array.from({ length: cases }, (_, reel) => ({
      openingId: `${prefix}opening-${round}-${reel}`,
      item: demoOpening(seed, nonce++),
    }));
    return {
      label: reels.map(({ item }) => `${item.name} (${item.rarity})`).join(', '),
      steps: [
        { command: { type: 'case-unbox:reels', payload: { items: demoCaseItems, count: cases } } },
        {
          command: {
            type: 'case-unbox:spin',
            payload: { id: `${prefix}spin-${round}`, price: demoCasePrice, reels },
          },
        },
      ],
    };
  });
}
