import type { BetHistoryLines } from '../manifest.client';
import type { HistoryBet } from '../../src/shared/contract/betHistory';
import { formatMultiplier } from '../../src/client/ui/amount';
import {
  roundFairnessText,
  roundVerifyHref,
} from '../../src/client/features/rounds/round-history-lines';

type CrashRecord = Extract<HistoryBet, { game: 'crash' }>;

/** "2.50x" from hundredths. */
const x = (hundredths: number) => formatMultiplier(hundredths);

/** A crash bet in the bet history: checked by its round's hash on the round games' page. */
const crashHistory: BetHistoryLines<CrashRecord> = {
  summary: ({ outcome: { cashedOutAt, crashPoint, autoCashout } }) => {
    const auto = autoCashout === null ? '' : ` · auto ${x(autoCashout)}`;
    return cashedOutAt === null
      ? `Crashed at ${x(crashPoint)} before cashing out${auto}`
      : `Cashed out at ${x(cashedOutAt)} · crashed at ${x(crashPoint)}${auto}`;
  },
  fairnessText: roundFairnessText,
  verifyHref: roundVerifyHref,
  seedHash: () => null,
};
export default crashHistory;
