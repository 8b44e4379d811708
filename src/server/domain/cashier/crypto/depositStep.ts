import { formatCoin, parseCoin } from './coinMath';
import { type CryptoTransactionRow, trimCoin } from './cryptoTransactionRow';
import { maxCoin } from './depositCount';
import type { DepositUpdate } from './paymentProvider';

/** What a deposit notice does to its row (locked) when it arrives. */
export type DepositStep =
  /** Final: count what it reports beyond what the row counted (depositCount.ts). */
  | { step: 'count' }
  /** Still confirming, with more confirmations or coins than the row shows. */
  | { step: 'confirming'; confirmations: number; coinAmount: string }
  /** News of nothing the row does not show yet (or of more still confirming once counted). */
  | { step: 'unchanged' }
  /** A late copy of a notice already counted. */
  | { step: 'replayed' };

type DepositRowState = Pick<
  CryptoTransactionRow,
  'status' | 'confirmations' | 'requiredConfirmations' | 'coinAmount' | 'creditedCoin'
>;
type DepositNotice = Pick<DepositUpdate, 'final' | 'confirmations' | 'coinAmount'>;

/**
 * Confirmations only grow and the coins seen only grow; a row still CONFIRMING turns final
 * when either the notice says so or its confirmations reach the row's required ones.
 */
export function depositStep(row: DepositRowState, update: DepositNotice): DepositStep {
  const counted = row.status !== 'CONFIRMING';
  const confirmations = Math.max(row.confirmations, update.confirmations);
  // Once counted, only a notice final in itself counts more (a top-up still confirming
  // arrives with the row's old confirmations behind it).
  const final =
    update.final || (counted ? update.confirmations : confirmations) >= row.requiredConfirmations;
  const seen = formatCoin(maxCoin(parseCoin(update.coinAmount), parseCoin(row.coinAmount)));
  if (final) return { step: 'count' };
  // Counted already: a notice of more still confirming is news (unchanged until final);
  // one of no more is a late copy.
  if (counted)
    return parseCoin(update.coinAmount) > parseCoin(row.creditedCoin)
      ? { step: 'unchanged' }
      : { step: 'replayed' };
  if (confirmations > row.confirmations || seen !== trimCoin(row.coinAmount))
    return { step: 'confirming', confirmations, coinAmount: seen };
  return { step: 'unchanged' };
}
