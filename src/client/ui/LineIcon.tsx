interface LineIconProps {
  /** The SVG path on a 24×24 grid, drawn as a line. */
  path: string;
  size: number;
  strokeWidth?: number;
  /** Rounds the corners where segments meet (shapes such as the bell). */
  roundJoins?: boolean;
  className?: string;
}

/** A decorative line icon in the text colour; the control around it carries the label. */
export function LineIcon({ path, size, strokeWidth = 2, roundJoins, className }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={roundJoins ? 'round' : undefined}
      />
    </svg>
  );
}
