import {
  type BetMoments,
  type BookedBet,
  fieldsOf,
  numberOf,
  winOrNothing,
} from '../../fair/moments';

/** Crash pays m when the point reaches it, which happens with probability 0.99 / m. */
export function crashMoments(bet: BookedBet): BetMoments {
  const params = fieldsOf(bet.params);
  const outcome = fieldsOf(bet.outcome);
  const stopE2 =
    numberOf(params.autoCashout) ?? numberOf(outcome.cashedOutAt) ?? numberOf(outcome.crashPoint);
  const m = Math.max(1.01, (stopE2 ?? 200) / 100);
  return { option: 'crash', ...winOrNothing(0.99 / m, m) };
}
