import type { BetHistoryLines } from '../manifest.client';
import type { HistoryBet } from '../../src/shared/contract/betHistory';

type CaseUnboxRecord = Extract<HistoryBet, { game: 'case-unbox' }>;

/** A case opened, in the bet history: checked by its seeds and nonce, with its case. */
const caseUnboxHistory: BetHistoryLines<CaseUnboxRecord> = {
  summary: ({ outcome }) =>
    `${outcome.case.name} · ${outcome.item.name} · ticket ${outcome.ticket.toLocaleString('en-US')}`,
  fairnessText: (bet) => `Nonce ${bet.fairness.nonce}`,
  verifyHref: (bet, revealedSeed) => {
    const params = new URLSearchParams({
      ...(revealedSeed ? { serverSeed: revealedSeed } : {}),
      serverSeedHash: bet.fairness.serverSeedHash,
      clientSeed: bet.fairness.clientSeed,
      nonce: String(bet.fairness.nonce),
      case: bet.outcome.case.slug,
    });
    return `/fairness/case-opening?${params.toString()}`;
  },
  seedHash: (bet) => bet.fairness.serverSeedHash,
};
export default caseUnboxHistory;
