// What RouletteScene.probe() reads back from its display objects (board units).
export interface RouletteProbe {
  board: { width: number; height: number };
  /** Where the centre marker stands. */
  markerX: number;
  /** The strip coordinate under the marker, in slot units (the model's). */
  position: number;
  spinning: boolean;
  /** The slot drawn under the marker: its number, fill colour and the edges of its face. */
  under: { slot: number; colour: number; left: number; right: number } | null;
  /** The result glow over the slot under the marker (0 when no result shows). */
  highlight: number;
  /** The strip's opacity (a reduced-motion roll fades it). */
  stripAlpha: number;
  countdown: { visible: boolean; fraction: number; label: string | null };
}
