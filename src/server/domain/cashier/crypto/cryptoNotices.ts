import type { RichTextBlock } from '../../../../shared/contract';
import type { RaiseInput } from '../../notifications';

const text = (value: string): RichTextBlock => ({ type: 'TEXT', value });
const gems = (amount: number): RichTextBlock => ({ type: 'CURRENCY', amount });
/** Cashier notices are corner alerts of a moment; the cashier's history keeps the record. */
const LIFETIME_MS = 10 * 60_000;

/** What a notice tells of a row (a top-up's notice tells of its own coins and gems). */
export interface NoticeRow {
  userId: string;
  symbol: string;
  blockchain: string;
  coinAmount: string;
  amount: number;
  bonus: number;
  /** Gems held for review instead of credited. */
  held: number;
  confirmations: number;
  requiredConfirmations: number;
  reason: string | null;
}

type Step =
  | 'DEPOSIT_ACKNOWLEDGED'
  | 'DEPOSIT_UPDATE'
  | 'DEPOSIT_COMPLETED'
  | 'WITHDRAWAL_ACKNOWLEDGED'
  | 'WITHDRAWAL_COMPLETED'
  | 'WITHDRAWAL_FAILED';

/** The player's notice for one step of a deposit or withdrawal. */
export function cryptoNotice(step: Step, row: NoticeRow, now: Date): RaiseInput {
  const coin = `${row.coinAmount} ${row.symbol}`;
  const base = {
    type: `CRYPTO_${step}` as RaiseInput['type'],
    audience: 'USER' as const,
    targets: [row.userId],
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  };
  switch (step) {
    case 'DEPOSIT_ACKNOWLEDGED':
      return {
        ...base,
        severity: 'NOTICE',
        title: 'Deposit received',
        message: `We see your deposit of ${coin} on ${row.blockchain}. It is credited after ${row.requiredConfirmations} confirmations.`,
      };
    case 'DEPOSIT_UPDATE':
      return {
        ...base,
        severity: 'NOTICE',
        title: 'Deposit confirming',
        message: `Your deposit of ${coin}: ${Math.min(row.confirmations, row.requiredConfirmations)} of ${row.requiredConfirmations} confirmations.`,
      };
    case 'DEPOSIT_COMPLETED':
      if (row.held > 0)
        return {
          ...base,
          severity: 'NOTICE',
          title: 'Deposit held for review',
          message: [
            text(`Your deposit of ${coin}: `),
            ...(row.amount > 0 ? [gems(row.amount), text(' credited, ')] : []),
            gems(row.held),
            text(` held for review${row.reason ? ` (${row.reason})` : ''}.`),
          ],
        };
      return {
        ...base,
        severity: 'SUCCESS',
        title: 'Deposit credited',
        message:
          row.amount === 0
            ? `Your deposit of ${coin} was below the minimum and was not credited.`
            : [
                text(`Your deposit of ${coin} credited `),
                gems(row.amount),
                ...(row.bonus > 0 ? [text(' plus a bonus of '), gems(row.bonus)] : []),
                text('.'),
              ],
      };
    case 'WITHDRAWAL_ACKNOWLEDGED':
      return {
        ...base,
        severity: 'NOTICE',
        title: 'Withdrawal requested',
        message: [
          text('Your withdrawal of '),
          gems(row.amount),
          text(` as ${coin} is on its way.`),
        ],
      };
    case 'WITHDRAWAL_COMPLETED':
      return {
        ...base,
        severity: 'SUCCESS',
        title: 'Withdrawal sent',
        message: `Your withdrawal of ${coin} was sent.`,
      };
    case 'WITHDRAWAL_FAILED':
      return {
        ...base,
        severity: 'ERROR',
        title: 'Withdrawal failed',
        message: [
          text(
            `Your withdrawal of ${coin} did not go through${row.reason ? ` (${row.reason})` : ''}. `,
          ),
          gems(row.amount),
          text(' went back to your balance.'),
        ],
      };
  }
}
