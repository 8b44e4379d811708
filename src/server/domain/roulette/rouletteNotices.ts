import type { Hundredths } from '../../../shared/money';
import {
  ROUND_NOTICE_LIFETIME_MS,
  type RaiseInput,
  type RaisedNotice,
  gemsBlock,
  msAfter,
  noticesOn,
  textBlock,
} from '../notifications';

/** ROULETTE_DOUBLE_GREEN (one green short of the jackpot) and ROULETTE_TRIPLE_GREEN (paid). */
export function rouletteGreenNotice(
  input: { streak: 2 } | { streak: 3; jackpotPaid: Hundredths },
  now: Date,
): RaiseInput {
  const common = {
    severity: 'NOTICE' as const,
    audience: 'EVERYONE' as const,
    location: 'ROULETTE' as const,
    priority: 15,
    expiresAt: msAfter(now, ROUND_NOTICE_LIFETIME_MS),
  };
  if (input.streak === 2) {
    return {
      ...common,
      type: 'ROULETTE_DOUBLE_GREEN',
      title: 'Double green',
      message: [
        textBlock('Two greens in a row: one more pays the Triple Green Jackpot.'),
        { type: 'ACTION', action: 'roulette' },
      ],
    };
  }
  return {
    ...common,
    type: 'ROULETTE_TRIPLE_GREEN',
    title: 'Triple Green Jackpot!',
    message: [
      textBlock('Three greens in a row paid out a jackpot of '),
      gemsBlock(input.jackpotPaid),
      textBlock('.'),
    ],
  };
}

/**
 * Told at a roulette round's settlement, once its strip has landed: a second green in a row
 * tells everyone one more pays the jackpot; a jackpot paid tells everyone how much.
 */
export const rouletteNotices = noticesOn(
  'roulette.ended',
  ({ roundId, doubleGreen, jackpotPaid }, now) => {
    const raised: RaisedNotice[] = [];
    if (doubleGreen)
      raised.push({
        notice: rouletteGreenNotice({ streak: 2 }, now),
        context: `ROULETTE_DOUBLE_GREEN for round ${roundId}`,
      });
    if (jackpotPaid > 0)
      raised.push({
        notice: rouletteGreenNotice({ streak: 3, jackpotPaid }, now),
        context: `ROULETTE_TRIPLE_GREEN for round ${roundId}`,
      });
    return raised;
  },
);
