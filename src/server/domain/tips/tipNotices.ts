import type { RichTextBlock } from '../../../shared/contract';
import type { Hundredths } from '../../../shared/money';
import type { RaiseInput } from '../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: Hundredths): RichTextBlock => ({ type: 'CURRENCY', amount });
const TIP_NOTICE_LIFETIME_MS = 60_000;

interface Tip {
  from: { id: string; username: string };
  to: { id: string; username: string };
  amount: Hundredths;
}

/** What the sender and the recipient each see of a tip. */
export function tipNotices(tip: Tip, now: Date): RaiseInput[] {
  const expiresAt = new Date(now.getTime() + TIP_NOTICE_LIFETIME_MS);
  return [
    {
      type: 'CUSTOM',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: [tip.from.id],
      title: 'Tip sent',
      message: [text('You tipped '), gems(tip.amount), text(` to ${tip.to.username}.`)],
      expiresAt,
    },
    {
      type: 'CUSTOM',
      severity: 'SUCCESS',
      audience: 'USER',
      targets: [tip.to.id],
      title: 'You got a tip',
      message: [text(`${tip.from.username} tipped you `), gems(tip.amount), text('.')],
      expiresAt,
    },
  ];
}
