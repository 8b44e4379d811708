import type { ReactNode } from 'react';
import { GameIcon } from '../../features/games/GameIcon';
import { PreloadLink } from '../../features/routing/PreloadLink';

const homeIcon = (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 11.5 12 5l8 6.5V20h-5v-5H9v5H4z" />
  </svg>
);

const items: { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
  { to: '/', label: 'Lobby', icon: homeIcon, end: true },
  { to: '/case-opening', label: 'Cases', icon: <GameIcon game="case-opening" size={22} /> },
  { to: '/case-battles', label: 'Battles', icon: <GameIcon game="case-battles" size={22} /> },
  { to: '/roulette', label: 'Roulette', icon: <GameIcon game="roulette" size={22} /> },
  { to: '/crash', label: 'Crash', icon: <GameIcon game="crash" size={22} /> },
];

/** Phone bottom navigation for the games (44 px targets; hidden from 768 px). */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Quick games">
      {items.map((item) => (
        <PreloadLink key={item.to} to={item.to} end={item.end} className="bottom-nav__link">
          {item.icon}
          <span className="bottom-nav__label">{item.label}</span>
        </PreloadLink>
      ))}
    </nav>
  );
}
