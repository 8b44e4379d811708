import { describe, expect, it } from 'vitest';
import { nextTile, tilePosition } from './grid-nav';

describe('mines grid keyboard navigation', () => {
  it('moves by arrows and stops at the edges', () => {
    expect(nextTile(12, 'ArrowUp')).toBe(7);
    expect(nextTile(12, 'ArrowDown')).toBe(17);
    expect(nextTile(12, 'ArrowLeft')).toBe(11);
    expect(nextTile(12, 'ArrowRight')).toBe(13);
    expect(nextTile(2, 'ArrowUp')).toBe(2);
    expect(nextTile(22, 'ArrowDown')).toBe(22);
    expect(nextTile(10, 'ArrowLeft')).toBe(10);
    expect(nextTile(14, 'ArrowRight')).toBe(14);
  });

  it('Home and End go to the row’s ends, with Ctrl to the corners', () => {
    expect(nextTile(12, 'Home')).toBe(10);
    expect(nextTile(12, 'End')).toBe(14);
    expect(nextTile(12, 'Home', true)).toBe(0);
    expect(nextTile(12, 'End', true)).toBe(24);
  });

  it('other keys do not move', () => {
    expect(nextTile(12, 'Enter')).toBeNull();
    expect(nextTile(12, ' ')).toBeNull();
  });

  it('names tiles by row and column', () => {
    expect(tilePosition(0)).toBe('Row 1, column 1');
    expect(tilePosition(13)).toBe('Row 3, column 4');
    expect(tilePosition(24)).toBe('Row 5, column 5');
  });
});
