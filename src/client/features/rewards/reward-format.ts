import type { CaseDropItem } from '../../../shared/contract/cases';
import { RAKEBACK_MAX_BPS } from '../../../shared/rewards';
import { formatAmount, gemUnit } from '../../ui/amount';
import type { RevealedText } from '../instant-games/GameResult';

/** Basis points as a percent: 800 -> "8%", 525 -> "5.25%". */
export function percentOfBps(bps: number): string {
  const whole = Math.floor(bps / 100);
  const rest = bps % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}

/** "8% of the house edge", with a note once the cap is reached. */
export function rakebackRateText(bps: number): string {
  const rate = `${percentOfBps(bps)} of the house edge`;
  return bps >= RAKEBACK_MAX_BPS ? `${rate} (the maximum)` : rate;
}

/** "5h 04m 09s" until a moment; "0h 00m 00s" once it passed. */
export function resetCountdown(untilMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}h ${pad(minutes)}m ${pad(seconds % 60)}s`;
}

/** The result line of a free daily case: nothing was paid, so the whole value is a gain. */
export function dailyCaseResult(
  caseName: string,
  item: Pick<CaseDropItem, 'name' | 'price'>,
): RevealedText {
  return {
    text: `Your free ${caseName} dropped ${item.name} worth ${formatAmount(item.price)} ${gemUnit(item.price)}`,
    tone: item.price > 0 ? 'win' : 'neutral',
  };
}
