// What CaseUnboxScene.probe() reads back from its display objects (board units).
export interface CaseUnboxProbe {
  /** The board's size (it grows with the number of reels). */
  board: { width: number; height: number };
  /** Where the centre marker stands. */
  markerX: number;
  reels: {
    /** The card drawn under the marker: its name, rarity colour and left/right edges. */
    under: { name: string; colour: number; left: number; right: number } | null;
    /** The won item's label, null until the reel stops. */
    label: string | null;
    /** The rarity glow over the won card, and the flash over the reel. */
    glow: number;
    flash: number;
  }[];
}
