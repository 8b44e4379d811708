// What DiceScene.probe() reads back from its display objects (board units).
export interface DiceProbe {
  /** The 0.00-100.00 track: its left end and length. */
  track: { x: number; width: number };
  winZone: { x: number; width: number };
  markerVisible: boolean;
  markerX: number;
  /** The roll text on the marker, null while hidden. */
  label: string | null;
  state: 'neutral' | 'win' | 'lose';
  glow: number;
}
