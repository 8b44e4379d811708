import { HOTKEYS, type HotkeyAction } from './hotkeys';

const WHAT: Record<HotkeyAction, string> = {
  bet: 'bet',
  half: 'halve',
  double: 'double',
  max: 'max',
};

/** The keyboard shortcuts, listed under the bet button. */
export function HotkeyHelp({ betLabel = 'bet' }: { betLabel?: string }) {
  return (
    <p className="hotkey-help">
      <span className="hotkey-help__title">Shortcuts</span>
      {HOTKEYS.map(({ label, action }) => (
        <span key={action} className="hotkey-help__item">
          <kbd>{label}</kbd> {action === 'bet' ? betLabel : WHAT[action]}
        </span>
      ))}
      {/* use-skip-animation.ts; a click or tap on the canvas skips too */}
      <span className="hotkey-help__item">
        <kbd>Esc</kbd> skip
      </span>
    </p>
  );
}
