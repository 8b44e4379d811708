// What CoinFlipScene.probe() reads back from its display objects (board units).
export interface CoinFlipProbe {
  board: { width: number; height: number };
  /** The game on show and its state, null when idle. */
  gameId: string | null;
  state: string | null;
  spinning: boolean;
  coin: {
    /** The face drawn on top (the visible one with the highest opacity). */
    face: 'CT' | 'T';
    /** Each face's opacity as drawn (0 when hidden). */
    faces: { CT: number; T: number };
    /** The coin's centre; `restY` is where it lies on the table. */
    y: number;
    restY: number;
    /** Its vertical scale over its horizontal one: 1 lying flat, near 0 edge-on. */
    squash: number;
    /** Radians turned since the toss (the model's): 0 at rest. */
    angle: number;
  };
  /** The side whose seat glows as the winner, null before a result. */
  winner: 'CT' | 'T' | null;
  /** Each side's seat: the name drawn, its opacity and its glow. */
  seats: Record<'CT' | 'T', { name: string; alpha: number; glow: number }>;
  /** The line under the coin. */
  label: string;
}
