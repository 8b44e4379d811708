import { useId } from 'react';
import { siteBrand } from '../lib/brand';
import './logo.css';

/** The brand mark alone: a cut gem in a rounded tile, with the brand's badge (also the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  const { tile, badge } = siteBrand().logo;
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
          <stop offset="0" stopColor={tile[0]} />
          <stop offset="1" stopColor={tile[1]} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${id}-tile)`} />
      {badge ? (
        // The gem moves up to leave the lower band to the badge (public/favicon-cs2.svg).
        <>
          <path d="M11 4h10l4.2 5-9.2 9.2L6.8 9z" fill="#1b0f02" fillOpacity="0.88" />
          <path
            d="M6.8 9h18.4M11 4l5 14.2M21 4l-5 14.2"
            stroke={tile[0]}
            strokeOpacity="0.55"
            strokeWidth="1"
            fill="none"
          />
          <rect x="3" y="20" width="26" height="10" rx="3" fill="#1b0f02" />
          <text
            x="16"
            y="28"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="9"
            fontWeight="700"
            fill={tile[0]}
          >
            {badge}
          </text>
        </>
      ) : (
        <>
          <path d="M10 8h12l5 6-11 11L5 14z" fill="#1b0f02" fillOpacity="0.88" />
          <path
            d="M5 14h22M10 8l6 17M22 8l-6 17"
            stroke={tile[0]}
            strokeOpacity="0.55"
            strokeWidth="1.2"
            fill="none"
          />
        </>
      )}
    </svg>
  );
}

/** Mark plus wordmark; the wordmark hides on the narrowest phones to leave room. */
export function Logo() {
  const { word, badge } = siteBrand().logo;
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word">
        {word[0]}
        <span className="logo__word-accent">{word[1]}</span>
        {badge ? <span className="logo__badge">{badge}</span> : null}
      </span>
    </span>
  );
}
