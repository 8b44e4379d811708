// What SkinUpgraderScene.probe() reads back from its display objects.
export interface SkinUpgraderProbe {
  /** The needle's drawn direction: turns clockwise from the top, 0..1, on the rolls' grid. */
  needle: number;
  /** The winning arc as drawn: turns from the top, [from, to). */
  arc: { from: number; to: number };
  /** The needle is inside the drawn arc. */
  inside: boolean;
  spinning: boolean;
  /** In the slow last stretch of a near miss. */
  creeping: boolean;
  /** The middle text (the chance) and the line under it. */
  chanceText: string;
  caption: string;
  state: 'idle' | 'spinning' | 'win' | 'lose';
  /** The ring's flash: its opacity and colour. */
  flash: { alpha: number; colour: number };
}
