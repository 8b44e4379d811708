import type { ReactNode } from 'react';
import type { GameKey } from './games';

/** Line glyphs for each game, drawn in currentColor on a 24-unit grid. */
const glyphs: Record<GameKey, ReactNode> = {
  mines: (
    <>
      <circle cx="10" cy="14.5" r="6.5" />
      <path d="M13.2 9.1 15.4 6.9l2.2 2.2-2.2 2.2z" fill="currentColor" />
      <path d="M17 5.5c.6-1.5 2.2-2 3.5-1.2" />
      <path d="M7 13.5a3 3 0 0 1 2-2.5" />
    </>
  ),
  plinko: (
    <>
      <circle cx="12" cy="5" r="1" />
      <circle cx="8.5" cy="10" r="1" />
      <circle cx="15.5" cy="10" r="1" />
      <circle cx="5" cy="15" r="1" />
      <circle cx="12" cy="15" r="1" />
      <circle cx="19" cy="15" r="1" />
      <path d="M3 20h18" />
      <circle cx="10.2" cy="7.2" r="1.6" fill="currentColor" />
    </>
  ),
  roulette: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),
  crash: (
    <>
      <path d="M3 20h18M3 20V4" />
      <path d="M5 17c5 0 9-3 13-11" />
      <path d="M14.5 6H18v3.5" />
    </>
  ),
  coinflip: (
    <>
      <ellipse cx="12" cy="12" rx="8" ry="9" />
      <ellipse cx="12" cy="12" rx="4.5" ry="5.5" />
      <path d="M12 9v6" />
    </>
  ),
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
    </>
  ),
  upgrader: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 13l4-4 4 4M8 17l4-4 4 4" />
    </>
  ),
  'case-opening': (
    <>
      <path d="M3 9h18v10.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19.5z" />
      <path d="M2 5.5h20V9H2z" />
      <path d="M10 12.5h4" />
    </>
  ),
  'case-battles': (
    <>
      <path d="M14.5 17.5 3 6V3h3l11.5 11.5" />
      <path d="M13 19l6-6M16 16l4 4M19 21l2-2" />
      <path d="M14.5 6.5 18 3h3v3l-3.5 3.5" />
      <path d="M5 14l4 4M7 17l-3 3M3 19l2 2" />
    </>
  ),
};

export function GameIcon({ game, size = 24 }: { game: GameKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[game]}
    </svg>
  );
}
