import { describe, expect, it } from 'vitest';
import { hotkeyFor } from './hotkeys';
import { isSkipKey } from './skip-keys';

const body = { tagName: 'BODY' };

describe('skip keys', () => {
  it('skips on Escape and on Enter over the page', () => {
    expect(isSkipKey({ key: 'Escape', target: body })).toBe(true);
    expect(isSkipKey({ key: 'Enter', target: body })).toBe(true);
    expect(isSkipKey({ key: 'Enter', target: null })).toBe(true);
    expect(isSkipKey({ key: 'Escape', target: { tagName: 'BUTTON' } })).toBe(true);
  });

  it('leaves Enter to buttons, links, radios and fields, and Escape to text fields', () => {
    expect(isSkipKey({ key: 'Enter', target: { tagName: 'BUTTON' } })).toBe(false);
    expect(isSkipKey({ key: 'Enter', target: { tagName: 'A' } })).toBe(false);
    expect(isSkipKey({ key: 'Enter', target: { tagName: 'INPUT', type: 'radio' } })).toBe(false);
    expect(isSkipKey({ key: 'Enter', target: { tagName: 'DIV', role: 'button' } })).toBe(false);
    expect(isSkipKey({ key: 'Enter', target: { tagName: 'INPUT', type: 'text' } })).toBe(false);
    expect(isSkipKey({ key: 'Escape', target: { tagName: 'INPUT', type: 'text' } })).toBe(false);
    expect(isSkipKey({ key: 'Escape', target: { tagName: 'TEXTAREA' } })).toBe(false);
  });

  it('ignores repeats, modifiers and keys already handled', () => {
    expect(isSkipKey({ key: 'Escape', target: body, repeat: true })).toBe(false);
    expect(isSkipKey({ key: 'Enter', target: body, ctrlKey: true })).toBe(false);
    expect(isSkipKey({ key: 'Escape', target: body, defaultPrevented: true })).toBe(false);
  });

  it('never takes a bet shortcut', () => {
    for (const key of [' ', 'h', 'd', 'm']) {
      const event = { key, code: key === ' ' ? 'Space' : undefined, target: body };
      expect(hotkeyFor(event)).not.toBeNull();
      expect(isSkipKey(event)).toBe(false);
    }
  });
});
