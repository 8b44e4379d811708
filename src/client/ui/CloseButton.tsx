import { LineIcon } from './LineIcon';
import './icon-button.css';

const CROSS = 'M6 6l12 12M18 6 6 18';

interface CloseButtonProps {
  /** The accessible name: "Close", "Dismiss", "Dismiss <title>"... */
  label: string;
  iconSize: number;
  /** The place's own class: size, margins and focus ring (see icon-button.css). */
  className: string;
  onClick: () => void;
}

/** A button showing only a cross: closes a dialog or dismisses a notice or banner. */
export function CloseButton({ label, iconSize, className, onClick }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <LineIcon path={CROSS} size={iconSize} />
    </button>
  );
}
