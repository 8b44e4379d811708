/** What the scene reported on landing: the needle as drawn, and whether it is in the arc. */
export interface GaugeLanding {
  /** Turns clockwise from the top, 0..1. */
  needle: number;
  inside: boolean;
}

/**
 * The gauge canvas's label: its name, then where the scene drew the needle at the last
 * landing (a percent of the turn, floored to 4 places) and whether that is in the arc.
 */
export function gaugeLabel(landing: GaugeLanding | null): string {
  const name = 'Skin Upgrader gauge';
  if (!landing) return name;
  const tenThousandths = Math.floor(landing.needle * 1_000_000);
  const at = `${Math.floor(tenThousandths / 10_000)}.${(tenThousandths % 10_000).toString().padStart(4, '0')}`;
  return `${name}: the needle stopped at ${at}, ${landing.inside ? 'inside' : 'outside'} the winning arc`;
}
