// What PlinkoScene.probe() reads back from its display objects (board units).
export interface PlinkoProbe {
  rows: number;
  /** The board's size (board units): every label stays inside it. */
  board: { width: number; height: number };
  /** The smallest label font on screen, in CSS px (Infinity without labels). */
  labelCssPx: number;
  /** Left to right: each bucket's edges, label text, label box and fill colour. */
  buckets: {
    left: number;
    right: number;
    label: string | null;
    labelBox: { left: number; right: number; top: number; bottom: number } | null;
    colour: number;
  }[];
  /** Balls in flight or fading in their bucket, with where their sprites are drawn. */
  balls: { id: string; x: number; y: number; visible: boolean; landed: boolean }[];
}
