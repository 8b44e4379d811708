import type { CaseUnboxCommands } from './bus';
import type { CaseReelItem } from './bus';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import { demoCaseItems, demoCasePrice, demoOpening } from './scene/demoCase';
import tuning from './tuning.json';
import { caseUnboxTimeline } from './viewerTimeline';

// Case opening in the scene viewer: a weapon case with the official odds, opened 1-5 at a
// time; the items are drawn by the real case core from the seed, or forced by rarity.

function count({ values }: ViewerContext<CaseUnboxCommands>): number {
  return Number.parseInt(values.count ?? '1', 10) || 1;
}

function wonItem(context: ViewerContext<CaseUnboxCommands>): CaseReelItem {
  const forced = context.values.rarity ?? 'drawn';
  const nonce = context.nextNonce();
  if (forced === 'drawn') return demoOpening(context.values.seed ?? '', nonce);
  const matching = demoCaseItems.filter((item) => item.rarity === forced);
  if (matching.length === 0) throw new Error(`The demo case holds no ${forced} item`);
  return matching[nonce % matching.length]!;
}

function open(context: ViewerContext<CaseUnboxCommands>): void {
  const reels = Array.from({ length: count(context) }, () => ({
    openingId: context.nextId(),
    item: wonItem(context),
  }));
  context.bus.emit('case-unbox:spin', { id: context.nextId(), price: demoCasePrice, reels });
}

const reels = (context: ViewerContext<CaseUnboxCommands>) =>
  context.bus.emit('case-unbox:reels', { items: demoCaseItems, count: count(context) });

export const viewer: GameViewer<CaseUnboxCommands> = {
  scene: 'case-unbox',
  title: 'Case opening',
  tuning,
  fields: [
    { key: 'count', label: 'Cases', options: ['1', '2', '3', '4', '5'], initial: '1' },
    {
      key: 'rarity',
      label: 'Won rarity',
      options: ['drawn', 'mil-spec', 'restricted', 'classified', 'covert', 'rare-special'],
      initial: 'drawn',
      hint: 'drawn: by the case core from the seed',
    },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup: reels,
  actions: [
    { label: 'Show reels', run: reels },
    { label: 'Open', run: open },
  ],
  timeline: caseUnboxTimeline,
};
