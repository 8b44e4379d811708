// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteBet, RouletteRound } from '../../../src/shared/contract/roulette';
import type { Landing } from '../../../src/client/features/streamer/embed/views/capture-round';
import { OPTION_NAMES, optionWins, resultText } from './roulette-display';

// What roulette's capture view tells once the streamer's bets have landed on its canvas (the
// embed page's data-landed and screen-reader line). Pure: the view calls it when the strip
// has landed, never earlier.

/** A roulette round whose strip has landed, with the streamer's bets in it (the last one's id). */
export function rouletteLanding(
  round: RouletteRound,
  mine: readonly RouletteBet[],
): Landing | null {
  const last = mine.at(-1);
  if (!last || round.slot === null || round.outcome === null) return null;
  const { outcome } = round;
  const bets = mine
    .map((bet) => `${OPTION_NAMES[bet.option]} ${optionWins(bet.option, outcome) ? 'won' : 'lost'}`)
    .join(', ');
  return { id: last.id, text: `${resultText(round.slot, outcome)}: ${bets}` };
}
