/** What a key does on a game page. */
export type HotkeyAction = 'bet' | 'half' | 'double' | 'max';

/** The shortcuts, as the help text lists them. */
export const HOTKEYS: readonly { key: string; label: string; action: HotkeyAction }[] = [
  { key: 'Space', label: 'Space', action: 'bet' },
  { key: 'h', label: 'H', action: 'half' },
  { key: 'd', label: 'D', action: 'double' },
  { key: 'm', label: 'M', action: 'max' },
];

/** The parts of a KeyboardEvent the decision needs (so tests need no DOM). */
export interface KeyLike {
  key: string;
  code?: string;
  repeat?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  /** The focused element's tag, type and role, e.g. { tagName: 'INPUT', type: 'text' }. */
  target?: TargetLike | null;
}

export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  role?: string | null;
}

// Keys typed into these do their own thing: shortcuts never steal them.
const TYPING_TAGS = new Set(['TEXTAREA', 'SELECT']);
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range']);
// Space presses these natively (and a slider or a tile grid owns its keys).
const SPACE_OWNERS = new Set(['BUTTON', 'A', 'SUMMARY']);
const SPACE_OWNER_ROLES = new Set(['button', 'radio', 'checkbox', 'switch', 'tab', 'slider']);

/** Is the player typing into this element? */
export function isTypingTarget(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase() ?? '';
  if (TYPING_TAGS.has(tag)) return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}

/** The shortcut a key press means, or null (typing, modifiers, auto-repeat, handled already). */
export function hotkeyFor(event: KeyLike): HotkeyAction | null {
  if (event.defaultPrevented || event.repeat) return null;
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target ?? null;
  if (isTypingTarget(target)) return null;

  if (event.key === ' ' || event.code === 'Space') {
    const tag = target?.tagName?.toUpperCase() ?? '';
    const type = target?.type?.toLowerCase() ?? '';
    if (SPACE_OWNERS.has(tag) || SPACE_OWNER_ROLES.has(target?.role ?? '')) return null;
    if (tag === 'INPUT' && NON_TEXT_INPUTS.has(type)) return null;
    return 'bet';
  }
  if (event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 'h':
      return 'half';
    case 'd':
      return 'double';
    case 'm':
      return 'max';
    default:
      return null;
  }
}
