import { Amount } from '../../../src/client/ui/Amount';
import {
  slotStages,
  streakLabel,
  streakText,
  tripleGreenLabel,
  type GreenStreak,
} from './triple-green';
import { useCountUp } from './use-count-up';
import './triple-green.css';

interface TripleGreenProps {
  /** Consecutive green results, 0-3. */
  streak: GreenStreak;
  /** The jackpot pool in hundredths. */
  pool: number;
  /** The small version beside chat's roulette button: the slots and the pool, no title. */
  compact?: boolean;
  /** False: changes are not announced (many copies on screen, e.g. one per chat message). */
  announce?: boolean;
  className?: string;
}

const STAGE_CLASS = ['empty', 'active', 'filled'] as const;

/**
 * The Triple Green jackpot: three slots that light green as the streak grows (the next one
 * to fill highlighted), wiggling at three, and the pool counting to each new amount.
 */
export function TripleGreen({
  streak,
  pool,
  compact = false,
  announce = true,
  className,
}: TripleGreenProps) {
  const shown = useCountUp(pool);
  const classes = ['triple-green'];
  if (compact) classes.push('triple-green--compact');
  if (streak === 3) classes.push('triple-green--wiggle');
  if (className) classes.push(className);
  return (
    // Spans throughout: the compact one sits in chat's message text.
    <span className={classes.join(' ')} role="group" aria-label="Triple Green jackpot">
      {/* Read once per change, not on every step of the count. */}
      <span className="visually-hidden" aria-live={announce ? 'polite' : undefined}>
        {tripleGreenLabel(streak, pool)}
      </span>
      <span className="triple-green__body">
        {!compact && (
          <span className="triple-green__title" aria-hidden="true">
            Triple Green
          </span>
        )}
        {/* Named, and labelled in words: three coloured squares alone said nothing. */}
        <span className="triple-green__streak" role="img" aria-label={streakLabel(streak)}>
          <span className="triple-green__streak-text">{streakText(streak)}</span>
          <span className="triple-green__slots">
            {slotStages(streak).map((stage, i) => (
              <span
                key={i}
                className={`triple-green__slot triple-green__slot--${STAGE_CLASS[stage]}`}
                style={{ animationDelay: `${i * 60}ms` }}
              />
            ))}
          </span>
        </span>
        {/* The count's every step stays silent: the sentence above says the pool. */}
        <span aria-hidden="true">
          <Amount value={shown} size={compact ? 'sm' : 'md'} className="triple-green__pool" />
        </span>
      </span>
    </span>
  );
}
