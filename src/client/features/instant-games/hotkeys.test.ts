import { describe, expect, it } from 'vitest';
import { hotkeyFor, isTypingTarget } from './hotkeys';

const body = { tagName: 'BODY' };

describe('hotkeyFor', () => {
  it('maps Space, H, D and M on the page', () => {
    expect(hotkeyFor({ key: ' ', code: 'Space', target: body })).toBe('bet');
    expect(hotkeyFor({ key: 'h', target: body })).toBe('half');
    expect(hotkeyFor({ key: 'H', target: body })).toBe('half');
    expect(hotkeyFor({ key: 'd', target: body })).toBe('double');
    expect(hotkeyFor({ key: 'm', target: body })).toBe('max');
    expect(hotkeyFor({ key: 'x', target: body })).toBeNull();
  });

  it('never fires while typing in a field', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(hotkeyFor({ key: 'h', target })).toBeNull();
      expect(hotkeyFor({ key: ' ', target })).toBeNull();
    }
  });

  it('leaves Space to buttons, toggles and sliders, but letters still work there', () => {
    expect(hotkeyFor({ key: ' ', target: { tagName: 'BUTTON' } })).toBeNull();
    expect(hotkeyFor({ key: ' ', target: { tagName: 'INPUT', type: 'radio' } })).toBeNull();
    expect(hotkeyFor({ key: ' ', target: { tagName: 'INPUT', type: 'range' } })).toBeNull();
    expect(hotkeyFor({ key: ' ', target: { tagName: 'DIV', role: 'slider' } })).toBeNull();
    expect(hotkeyFor({ key: 'd', target: { tagName: 'BUTTON' } })).toBe('double');
    expect(hotkeyFor({ key: 'm', target: { tagName: 'INPUT', type: 'range' } })).toBe('max');
  });

  it('ignores modified keys, auto-repeat and handled events', () => {
    expect(hotkeyFor({ key: 'd', ctrlKey: true, target: body })).toBeNull();
    expect(hotkeyFor({ key: 'd', metaKey: true, target: body })).toBeNull();
    expect(hotkeyFor({ key: 'd', altKey: true, target: body })).toBeNull();
    expect(hotkeyFor({ key: 'D', shiftKey: true, target: body })).toBeNull();
    expect(hotkeyFor({ key: ' ', repeat: true, target: body })).toBeNull();
    expect(hotkeyFor({ key: 'h', defaultPrevented: true, target: body })).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('tells text fields from other controls', () => {
    expect(isTypingTarget({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
