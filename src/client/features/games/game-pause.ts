import { useMemo } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RichTextBlock } from '../../../shared/contract/richText';
import {
  type NotificationEntry,
  type NotificationLocation,
  useNotifications,
} from '../notifications/notification-store';

// Whether an operator has paused the game on this page. The server tells everyone with the
// GAME_DISABLED banner (audience everyone, the game's page location), raised in the pause's
// transaction and ended when the game resumes; a game page reads the same notice to say
// so where its round would be, in the banner's own words, and to stop offering bets.

export interface GamePause {
  title: string;
  message: string;
}

const plainText = (blocks: readonly RichTextBlock[]) =>
  blocks.map((block) => (block.type === 'TEXT' ? block.value : '')).join('');

/** The pause notice shown at the game page's `location`, if the game is paused. */
export function pauseNoticeAt(
  entries: readonly NotificationEntry[],
  location: NotificationLocation,
): NotificationEntry | null {
  return (
    entries.find(
      (entry) =>
        entry.show && entry.props.type === 'GAME_DISABLED' && entry.props.location === location,
    ) ?? null
  );
}

export function pauseOf(entry: NotificationEntry | null): GamePause | null {
  return entry ? { title: entry.props.title, message: plainText(entry.props.message) } : null;
}

/**
 * Whether a round game's page shows its pause where the round would be: always, except
 * while a round already in flight still moves (a crash curve its riders may cash out of,
 * a roulette strip landing), which plays out and settles as usual.
 */
export function showsPause(pause: GamePause | null, moving: boolean): pause is GamePause {
  return pause !== null && !moving;
}

/** The pause of the game whose page is at `location`, live: null while it plays. */
export function useGamePause(location: NotificationLocation): GamePause | null {
  // The entry itself is the selected value: a stable reference between unrelated changes.
  const entry = useNotifications((state) => pauseNoticeAt(state.entries, location));
  return useMemo(() => pauseOf(entry), [entry]);
}
