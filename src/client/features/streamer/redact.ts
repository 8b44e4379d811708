import { useCallback } from 'react';
import { type SessionState, useSession } from '../session/session-store';
import { MASKED_TEXT, selectStreamerMode } from './streamer-mode';

// Texts the site writes about the player ("1.98x · +0.98 gems", "Signed in as …", "Claimed
// 5.00 gems") go through one redaction while streamer mode is on: every gem amount and the
// player's own name and e-mail become the placeholder. Words and multipliers stay.

/** "1,234.56 gems", "+0.98 gem", "−0.80 gems" (U+2212), "5.00 gems", as amountLabel writes them. */
const GEM_AMOUNT = /[+\u2212-]?\d{1,3}(?:,\d{3})*\.\d{2}(?= gems?\b)/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with gem amounts and the given private words (name, e-mail) masked. */
export function redactText(text: string, privateWords: readonly string[] = []): string {
  let out = text.replace(GEM_AMOUNT, MASKED_TEXT);
  for (const word of privateWords) {
    if (word.length < 2) continue;
    out = out.replace(new RegExp(escape(word), 'gi'), MASKED_TEXT);
  }
  return out;
}

const selectPrivateWords = (state: SessionState): string =>
  [state.user?.username, state.user?.email].filter(Boolean).join('\n');

/** Redacts a text of the site's while streamer mode is on; the text as it is otherwise. */
export function useRedact(): (text: string) => string {
  const on = useSession(selectStreamerMode);
  const words = useSession(selectPrivateWords);
  return useCallback(
    (text: string) => (on ? redactText(text, words ? words.split('\n') : []) : text),
    [on, words],
  );
}
