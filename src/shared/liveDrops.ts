// The live drops feed's constants, apart from the contract's schemas so the lobby can use
// them without loading the schema library.

/** How many drops each list of the history holds; the strip keeps as many. */
export const LIVE_DROPS_HISTORY_SIZE = 20;

export const LIVE_DROP_CATEGORIES = ['All', 'Top'] as const;
export type LiveDropCategory = (typeof LIVE_DROP_CATEGORIES)[number];

/** Categories a drop belongs to besides All. */
export const LIVE_DROP_SPECIAL_CATEGORIES = ['Top'] as const;
