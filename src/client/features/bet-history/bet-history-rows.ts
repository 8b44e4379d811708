// The virtual list needs one height for every row, so each row's lines are fixed (the long
// ones end in an ellipsis, their full text in a tooltip): these match bet-history.css.

/** A row on phones: figures two a line, the verify link under the fairness line. */
export const NARROW_ROW_HEIGHT = 264;
/** A row from 640 px: four figures in a line, the verify link beside the fairness line. */
export const WIDE_ROW_HEIGHT = 196;
/** About three to four bets show before the list scrolls inside the card. */
export const HISTORY_LIST_HEIGHT = 720;

export function historyRowHeight(wide: boolean): number {
  return wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT;
}
