// What PlinkoScene.probe() reads back from its display objects (board units).
export interface PlinkoProbe {
  rows: number;
  /** Left to right: each bucket's edges, label text and fill colour. */
  buckets: { left: number; right: number; label: string | null; colour: number }[];
  /** Balls in flight or fading in their bucket, with where their sprites are drawn. */
  balls: { id: string; x: number; y: number; visible: boolean; landed: boolean }[];
}
