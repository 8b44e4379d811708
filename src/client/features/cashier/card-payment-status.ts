import type { CardPayment } from '../../../shared/contract/cashierCard';
import { amountLabel } from '../../ui/amount';

/** Whether the page should keep asking: the processor's webhook has not arrived yet. */
export const isSettled = (payment: Pick<CardPayment, 'status'>) => payment.status !== 'PENDING';

/** What the return page tells of a card payment. */
export function cardPaymentWords(
  payment: Pick<CardPayment, 'status' | 'amount' | 'bonus' | 'held' | 'reason'>,
): string {
  switch (payment.status) {
    case 'PENDING':
      return 'Waiting for the card processor to confirm your payment…';
    case 'COMPLETED':
      return `Credited ${amountLabel(payment.amount)}${payment.bonus > 0 ? ` plus a bonus of ${amountLabel(payment.bonus)}` : ''}.`;
    case 'HELD':
      return `${amountLabel(payment.held)} held for review${payment.reason ? `: ${payment.reason}` : '.'}`;
    case 'DECLINED':
      return 'The payment was declined; nothing was charged or credited.';
    case 'REFUNDED':
    case 'CHARGED_BACK':
      return payment.reason ?? 'This payment was reversed.';
  }
}
