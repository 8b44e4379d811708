import { useId } from 'react';
import './logo.css';

/** The brand mark alone: a cut gem in a rounded tile (also the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg
      className="logo__mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient
          id={`${id}-tile`}
          x1="0"
          y1="0"
          x2="32"
          y2="32"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#ffb15c" />
          <stop offset="1" stopColor="#ff6a00" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${id}-tile)`} />
      <path d="M10 8h12l5 6-11 11L5 14z" fill="#1b0f02" fillOpacity="0.88" />
      <path
        d="M5 14h22M10 8l6 17M22 8l-6 17"
        stroke="#ffb15c"
        strokeOpacity="0.55"
        strokeWidth="1.2"
        fill="none"
      />
    </svg>
  );
}

/** Mark plus wordmark; the wordmark hides on the narrowest phones to leave room. */
export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word">
        Gem<span className="logo__word-accent">Drop</span>
      </span>
    </span>
  );
}
