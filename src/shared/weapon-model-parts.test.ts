import { describe, expect, it } from 'vitest';
import { box, poly, stretchY, teeth } from './weapon-model-parts';

describe('silhouette parts', () => {
  it('draws rectangles and polygons as closed absolute paths', () => {
    expect(box(2, 3, 10, 4)).toBe('M2 3H12V7H2Z');
    expect(poly([0, 0], [4, 0], [2, 3])).toBe('M0 0L4 0L2 3Z');
    // Whole teeth only: none pokes past the strip's end.
    expect(teeth(0, 10, 5, 2)).toBe('M0 7L2 5L4 7L6 5L8 7L8 8.5L0 8.5Z');
  });

  it('stretches only the upright coordinates, about the middle line', () => {
    expect(stretchY('M10 30H20V38L30 34Q40 26 50 34Z', 34, 1.5)).toBe(
      'M10 28H20V40L30 34Q40 22 50 34Z',
    );
  });
});
