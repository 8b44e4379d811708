import type { RichTextBlock } from '../../../shared/contract';
import type { Hundredths } from '../../../shared/money';
import type { RaiseInput } from '../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: Hundredths): RichTextBlock => ({ type: 'CURRENCY', amount });

/** How long the payout notice stays in the corner. */
const RAIN_NOTICE_LIFETIME_MS = 60_000;

/** One RAIN_PAYOUT notice reaching every recipient of a round. */
export function rainPayoutNotice(
  recipients: readonly string[],
  share: Hundredths,
  now: Date,
): RaiseInput {
  return {
    type: 'RAIN_PAYOUT',
    severity: 'SUCCESS',
    audience: recipients.length === 1 ? 'USER' : 'USERS',
    targets: recipients,
    title: 'It rained!',
    message: [text('The rain paid you '), gems(share), text('.')],
    priority: 5,
    expiresAt: new Date(now.getTime() + RAIN_NOTICE_LIFETIME_MS),
  };
}

/** The chat's announcement of a round. */
export function rainChatMessage(recipients: number, share: Hundredths): RichTextBlock[] {
  return [
    text(`It rained on ${recipients} ${recipients === 1 ? 'player' : 'players'}: `),
    gems(share),
    text(' each.'),
  ];
}
