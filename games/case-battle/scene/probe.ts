// What BattleReelsScene.probe() reads back from its display objects (board units).
export interface BattleReelsProbe {
  board: { width: number; height: number };
  battleId: string | null;
  round: number;
  respin: boolean;
  /** Where the marker line crosses the reels. */
  markerY: number;
  seats: {
    /** The name drawn in the seat's header. */
    name: string;
    /**
     * The card drawn under the marker: its name, rarity colour, picture texture and its top
     * and bottom edges.
     */
    under: { name: string; colour: number; picture: string; top: number; bottom: number } | null;
    /** The landed pull's label under the reel, null while it spins or before any pull. */
    label: string | null;
    /** The column's opacity (dimmed while the seat sits a respin out). */
    alpha: number;
    /** The tie roll's light is on this seat. */
    lit: boolean;
    /** The winner's glow over the column (0 for the others). */
    glow: number;
    /** The WINNER badge shows. */
    badge: boolean;
  }[];
  /** Confetti drawn now. */
  confetti: number;
}
