import { describe, expect, it, vi } from 'vitest';
import { createDismissHandlers } from './use-native-dialog';

const dialog = {} as EventTarget;
const panel = {} as EventTarget;
const event = (target: EventTarget) => ({
  target,
  currentTarget: dialog,
  preventDefault: vi.fn(),
});

describe('dialog dismissal', () => {
  it('Escape dismisses a dismissible dialog and never lets the browser close it itself', () => {
    const dismiss = vi.fn();
    const handlers = createDismissHandlers(() => dismiss);
    const escape = event(dialog);
    handlers.onCancel(escape);
    expect(escape.preventDefault).toHaveBeenCalled();
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('a click on the backdrop dismisses; a click in the panel does not', () => {
    const dismiss = vi.fn();
    const handlers = createDismissHandlers(() => dismiss);
    handlers.onPointerDown(event(panel));
    handlers.onClick(event(panel));
    expect(dismiss).not.toHaveBeenCalled();
    handlers.onPointerDown(event(dialog));
    handlers.onClick(event(dialog));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('a press that starts in the panel and ends on the backdrop (text selection) does not', () => {
    const dismiss = vi.fn();
    const handlers = createDismissHandlers(() => dismiss);
    handlers.onPointerDown(event(panel));
    handlers.onClick(event(dialog));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('a dialog without dismiss ignores Escape and the backdrop, and still blocks the browser', () => {
    const handlers = createDismissHandlers(() => undefined);
    const escape = event(dialog);
    handlers.onCancel(escape);
    expect(escape.preventDefault).toHaveBeenCalled();
    handlers.onPointerDown(event(dialog));
    expect(() => handlers.onClick(event(dialog))).not.toThrow();
  });

  it('always calls the latest dismiss callback', () => {
    let current = vi.fn();
    const handlers = createDismissHandlers(() => current);
    const first = current;
    current = vi.fn();
    handlers.onCancel(event(dialog));
    expect(first).not.toHaveBeenCalled();
    expect(current).toHaveBeenCalledOnce();
  });
});
