import { type SessionState, useSession } from '../session/session-store';

// Streamer mode's one flag is the signed-in player's own setting (`user.streamerMode`, kept
// on the account), so every tab and device follows it and no page keeps a copy. Everything
// that shows the player's figures or personal data masks through Private and
// <Amount personal>, which read it here.

/** What a masked figure or detail shows instead: neutral, the same width whatever it hides. */
export const MASKED_TEXT = '•••••';
/** What a screen reader hears for it. */
export const MASKED_LABEL = 'hidden in streamer mode';

export const selectStreamerMode = (state: SessionState): boolean =>
  state.user?.streamerMode === true;

/** True while the signed-in player has streamer mode on. */
export function useStreamerMode(): boolean {
  return useSession(selectStreamerMode);
}

/** A text of the player's own (a name, an address) as it may show now. */
export function maskedText(text: string, streamerMode: boolean): string {
  return streamerMode ? MASKED_TEXT : text;
}
