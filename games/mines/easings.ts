import { curve, type EasingTable } from '../engine/easings';

// Mines' own curves, for its tuning file (registered through its client manifest).

/** Mines tile flip: symmetric ease-in-out, so the edge-on moment sits at the middle. */
export const flipEase = curve((t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2));

export const minesEasings: EasingTable = Object.freeze({ flipEase });
