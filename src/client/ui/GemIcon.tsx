import { useId } from 'react';

interface GemIconProps {
  size?: number;
  /** Text for screen readers; without it the icon is decorative. */
  title?: string;
  className?: string;
}

/** The gem currency mark: a faceted green gem. */
export function GemIcon({ size = 16, title, className }: GemIconProps) {
  // Gradient ids must be unique per instance, or every gem shares the first one's paint.
  const id = useId();
  const fill = `${id}-fill`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={fill} x1="4" y1="3" x2="20" y2="21" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#8dffd0" />
          <stop offset="0.5" stopColor="var(--color-gem, #2fe39b)" />
          <stop offset="1" stopColor="var(--color-gem-deep, #0fa86b)" />
        </linearGradient>
      </defs>
      <path d="M7 3h10l5 6-10 12L2 9z" fill={`url(#${fill})`} />
      <path
        d="M2 9h20M7 3l5 18M17 3l-5 18M7 3 9.5 9 12 3l2.5 6L17 3"
        fill="none"
        stroke="#063d27"
        strokeOpacity="0.45"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path d="M7 3h10l5 6H2z" fill="#fff" fillOpacity="0.18" />
    </svg>
  );
}
