import type { BetHistoryLines } from '../manifest.client';
import type { HistoryBet } from '../../src/shared/contract/betHistory';
import { amountLabel } from '../../src/client/ui/amount';
import {
  roundFairnessText,
  roundVerifyHref,
} from '../../src/client/features/rounds/round-history-lines';
import { OPTION_NAMES, resultText } from './page/roulette-display';

type RouletteRecord = Extract<HistoryBet, { game: 'roulette' }>;

/** A roulette bet in the bet history: checked by its round's hash, as crash's. */
const rouletteHistory: BetHistoryLines<RouletteRecord> = {
  summary: ({ outcome: { option, slot, result, jackpot } }) => {
    const share = jackpot > 0 ? ` · jackpot share ${amountLabel(jackpot)}` : '';
    return `${OPTION_NAMES[option]} · landed ${resultText(slot, result)}${share}`;
  },
  fairnessText: roundFairnessText,
  verifyHref: roundVerifyHref,
  seedHash: () => null,
};
export default rouletteHistory;
