import type { KeyLike } from './hotkeys';

/** The parts of a browser KeyboardEvent the pure key decisions read (hotkeys, skip keys). */
export function keyLikeOf(event: KeyboardEvent): KeyLike {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    code: event.code,
    repeat: event.repeat,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    defaultPrevented: event.defaultPrevented,
    target: target && {
      tagName: target.tagName,
      type: target instanceof HTMLInputElement ? target.type : undefined,
      isContentEditable: target.isContentEditable,
      role: target.getAttribute('role'),
    },
  };
}
