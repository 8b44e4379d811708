// What CaseUnboxScene.probe() reads back from its display objects (board units).
export interface CaseUnboxProbe {
  /** The board's size (it grows with the number of reels). */
  board: { width: number; height: number };
  /** Where the centre marker stands. */
  markerX: number;
  /** Weapon-class textures the game holds: one per class, however many cards drew them. */
  weaponTextures: number;
  reels: {
    /**
     * The card drawn under the marker: its name, rarity colour, the texture its picture
     * draws (the item's picture or its weapon class's silhouette) and that texture's tint,
     * and its left/right edges.
     */
    under: {
      name: string;
      colour: number;
      picture: string;
      tint: number;
      left: number;
      right: number;
    } | null;
    /** The won item's label, null until the reel stops. */
    label: string | null;
    /** The rarity glow over the won card, and the flash over the reel. */
    glow: number;
    flash: number;
  }[];
}
