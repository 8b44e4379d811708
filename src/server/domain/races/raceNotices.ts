import type { RichTextBlock } from '../../../shared/contract';
import type { Hundredths } from '../../../shared/money';
import type { RaiseInput } from '../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: Hundredths): RichTextBlock => ({ type: 'CURRENCY', amount });

/** How long the prize notice stays in the corner. */
const RACE_NOTICE_LIFETIME_MS = 120_000;

const ordinal = (rank: number) => {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th'}`;
};

/**
 * The notice to one winner. The spec names no race type, so it is a CUSTOM notice to the
 * player alone (like the level-up notice).
 */
export function racePrizeNotice(
  winner: { userId: string; rank: number; prize: Hundredths },
  kind: 'daily' | 'weekly',
  now: Date,
): RaiseInput {
  return {
    type: 'CUSTOM',
    severity: 'SUCCESS',
    audience: 'USER',
    targets: [winner.userId],
    title: kind === 'daily' ? 'Daily race prize' : 'Weekly race prize',
    message: [
      text(`You finished ${ordinal(winner.rank)} in the ${kind} race and won `),
      gems(winner.prize),
      text('.'),
    ],
    priority: 5,
    expiresAt: new Date(now.getTime() + RACE_NOTICE_LIFETIME_MS),
  };
}
