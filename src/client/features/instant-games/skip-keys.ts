import { isTypingTarget, type KeyLike } from './hotkeys';

// Keys that skip the animation under way: Escape anywhere but a text field, and Enter
// where it presses nothing else. Space stays the bet key, and H, D and M the amount's.

/** Elements Enter activates by itself: on these it does their job, not a skip. */
const ENTER_OWNERS = new Set(['BUTTON', 'A', 'SUMMARY', 'SELECT', 'TEXTAREA']);
const ENTER_OWNER_ROLES = new Set([
  'button',
  'link',
  'radio',
  'checkbox',
  'switch',
  'tab',
  'menuitem',
  'option',
  'gridcell',
]);

export function isSkipKey(event: KeyLike): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target ?? null;
  if (event.key === 'Escape') return !isTypingTarget(target);
  if (event.key !== 'Enter') return false;
  if (isTypingTarget(target)) return false;
  const tag = target?.tagName?.toUpperCase() ?? '';
  if (ENTER_OWNERS.has(tag) || tag === 'INPUT') return false;
  return !ENTER_OWNER_ROLES.has(target?.role ?? '');
}
