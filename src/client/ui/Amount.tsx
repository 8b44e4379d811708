import type { Hundredths } from '../../shared/money';
import { Masked } from '../features/streamer/Private';
import { useStreamerMode } from '../features/streamer/streamer-mode';
import { formatAmount, formatSignedAmount, gemUnit } from './amount';
import { GemIcon } from './GemIcon';
import './amount.css';

interface AmountProps {
  /** Integer hundredths of a gem. */
  value: Hundredths;
  /** Show "+" on gains and colour the figure by direction. */
  signed?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * The player's own figure (a balance, a win, a stake of theirs, an earning): hidden while
   * streamer mode is on. Prices and other players' public figures leave it off.
   */
  personal?: boolean;
}

const iconSizes = { sm: 14, md: 16, lg: 22 } as const;

/** A gem amount: icon first, tabular figures, two decimals, thousands separators. */
export function Amount({ value, signed = false, size = 'md', className, personal }: AmountProps) {
  const streamerMode = useStreamerMode();
  const extra = className ? ` ${className}` : '';
  if (personal && streamerMode)
    return (
      <span className={`amount amount--${size}${extra}`}>
        <GemIcon size={iconSizes[size]} className="amount__icon" />
        <Masked what="Amount" className="amount__value" />
      </span>
    );
  const direction = !signed || value === 0 ? '' : value > 0 ? ' amount--gain' : ' amount--loss';
  const text = signed ? formatSignedAmount(value) : formatAmount(value);
  return (
    <span className={`amount amount--${size}${direction}${extra}`}>
      <GemIcon size={iconSizes[size]} className="amount__icon" />
      <span className="amount__value">{text}</span>
      {/* The icon is invisible to screen readers, so they hear the unit instead. */}
      <span className="visually-hidden"> {gemUnit(value)}</span>
    </span>
  );
}
