import type { CaseUnboxCommands } from '../bus';
import type { CaptureCaseOpening } from '../../../src/shared/contract/captureMines';
import { reelItem } from '../../../src/client/features/cases/reel-item';

// How a case-opening capture spins the streamer's reels: the commands the case page sends
// for the same opening (games/case-unbox/page/CaseOpening.tsx), from the same items.

/** The reels on show: the case's items as filler cards, one reel per case opened. */
export function caseReels(
  opening: CaptureCaseOpening,
  imagesOn?: boolean,
): CaseUnboxCommands['case-unbox:reels'] {
  return {
    items: opening.case.items.map((item) => reelItem(item, imagesOn)),
    count: opening.openings.length,
  };
}

/** The spin onto the won items, at the betting tab's pace; the first opening names it. */
export function caseSpin(
  opening: CaptureCaseOpening,
  imagesOn?: boolean,
): CaseUnboxCommands['case-unbox:spin'] {
  return {
    id: opening.openings[0]!.id,
    price: opening.case.price,
    reels: opening.openings.map(({ id, item }) => ({
      openingId: id,
      item: reelItem(item, imagesOn),
    })),
    pace: opening.pace,
  };
}

/** Words for screen readers once the reels have stopped. */
export function caseLandedText(opening: CaptureCaseOpening): string {
  return `${opening.case.name}: ${opening.openings.map(({ item }) => item.name).join(', ')}`;
}
