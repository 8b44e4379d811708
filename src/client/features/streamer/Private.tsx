import type { ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { MASKED_LABEL, MASKED_TEXT, useStreamerMode } from './streamer-mode';
import './streamer.css';

interface PrivateProps {
  /** The player's own detail: shown unless streamer mode is on. */
  children: ReactNode;
  /** What it is, for screen readers while it is hidden ("e-mail", "balance"). */
  what?: string;
  className?: string;
}

/**
 * The one mask for the player's own figures and personal data. With streamer mode on it
 * renders a neutral placeholder that says, to screen readers, what is hidden; the real
 * value is not in the page at all (not merely blurred), so a stream can never show it.
 */
export function Private({ children, what, className }: PrivateProps) {
  const streamerMode = useStreamerMode();
  if (!streamerMode) return <>{children}</>;
  return <Masked what={what} className={className} />;
}

/** The placeholder itself (for callers that already know streamer mode is on). */
export function Masked({ what, className }: { what?: string; className?: string }) {
  const label = what ? `${what} ${MASKED_LABEL}` : MASKED_LABEL;
  return (
    <span
      className={`streamer-masked${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-streamer-masked=""
    >
      <span aria-hidden="true">{MASKED_TEXT}</span>
    </span>
  );
}

/**
 * A player's name in a public list (chat, live drops, seats, boards): other players' names
 * as they are; the signed-in player's own masked while streamer mode is on.
 */
export function PlayerName({ id, name }: { id?: string; name: string }) {
  const streamerMode = useStreamerMode();
  // Lists that carry no ids (crash and roulette bets, coin flips) match by name.
  const own = useSession((state) =>
    id === undefined ? state.user?.username === name : state.user?.id === id,
  );
  if (streamerMode && own) return <Masked what="Your name" />;
  return <>{name}</>;
}
