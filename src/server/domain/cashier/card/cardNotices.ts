import type { RichTextBlock } from '../../../../shared/contract';
import type { RaiseInput } from '../../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: number): RichTextBlock => ({ type: 'CURRENCY', amount });
const LIFETIME_MS = 10 * 60_000;

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** FIAT_DEPOSIT_COMPLETED: what a captured card payment credited, or held. */
export function cardDepositNotice(
  row: { userId: string; cents: number; currency: string },
  told: { amount: number; bonus: number; held: number; why: string | null },
  now: Date,
): RaiseInput {
  const base = {
    type: 'FIAT_DEPOSIT_COMPLETED' as const,
    audience: 'USER' as const,
    targets: [row.userId],
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  };
  const paid = money(row.cents, row.currency);
  if (told.held > 0)
    return {
      ...base,
      severity: 'NOTICE',
      title: 'Deposit held for review',
      message: [
        text(`Your card payment of ${paid}: `),
        ...(told.amount > 0 ? [gems(told.amount), text(' credited, ')] : []),
        gems(told.held),
        text(` held for review${told.why ? ` (${told.why})` : ''}.`),
      ],
    };
  return {
    ...base,
    severity: 'SUCCESS',
    title: 'Deposit credited',
    message: [
      text(`Your card payment of ${paid} credited `),
      gems(told.amount),
      ...(told.bonus > 0 ? [text(' plus a bonus of '), gems(told.bonus)] : []),
      text('.'),
    ],
  };
}
