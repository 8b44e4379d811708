// The named easing curves. Tuning files refer to them by name, so a designer can swap one
// curve for another without touching code. The engine holds the curves any scene may use;
// a game declares its own curves in its folder (games/<game>/easings.ts) and lists them in
// its client manifest, and its tuning file may name either. Each maps progress t in [0, 1]
// to eased progress with f(0) = 0 and f(1) = 1 exactly, so an animation that reaches its
// end lands exactly on its target.

export type Easing = (t: number) => number;

/** Curves by the names tuning files use. */
export type EasingTable = Readonly<Record<string, Easing>>;

/** Clamps to [0, 1] and pins both ends, so float error can never move a landing. */
export function curve(shape: Easing): Easing {
  return (t) => (t <= 0 ? 0 : t >= 1 ? 1 : shape(t));
}

const EXPO_FLOOR = 2 ** -10;

/** A marker that leaves fast and settles on its mark with a long, calm tail; never overshoots. */
export const rollSliderEase = curve((t) => (1 - 2 ** (-10 * t)) / (1 - EXPO_FLOOR));

/** A plain ease-out (quadratic): pushed off, slowing to its stop. */
export const quadOutEase = curve((t) => t * (2 - t));

const POP_OVERSHOOT = 1.4;
/** Pop-in scale: overshoots a little, then comes back to exactly full size. */
export const scaleEase = curve((t) => {
  const u = t - 1;
  return 1 + (POP_OVERSHOOT + 1) * u * u * u + POP_OVERSHOOT * u * u;
});

/** Constant speed, for progress bars and fades. */
export const linearEase = curve((t) => t);

/** The curves every scene may name, whatever its game. Built once, frozen. */
export const ENGINE_EASINGS: EasingTable = Object.freeze({
  rollSliderEase,
  quadOutEase,
  scaleEase,
  linearEase,
});

/** The curves a game's tuning may name: the engine's and the game's own (no name twice). */
export function easingsWith(own: EasingTable = {}): EasingTable {
  for (const name of Object.keys(own)) {
    if (Object.hasOwn(ENGINE_EASINGS, name)) throw new Error(`Easing ${name} is the engine's`);
  }
  return Object.freeze({ ...ENGINE_EASINGS, ...own });
}
