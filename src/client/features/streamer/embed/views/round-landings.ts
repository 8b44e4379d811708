import { formatCrashMultiplier } from '../../../../../../games/crash/core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet } from '../../../../../shared/contract/crash';
import type { RouletteBet, RouletteRound } from '../../../../../shared/contract/roulette';
import type { CrashSceneCommand } from '../../../../../../games/crash/page/crash-scene-feed';
import {
  OPTION_NAMES,
  optionWins,
  resultText,
} from '../../../../../../games/roulette/page/roulette-display';

// What a shared round's capture view tells once the streamer's own play has landed on its
// canvas (the embed page's data-landed and screen-reader line). Pure: the views call these
// when the scene says it has shown the moment, never earlier.

export interface Landing {
  id: string;
  text: string;
}

/**
 * A crash outcome the scene has shown: the streamer's cash-out in a batch, or the bust of a
 * round their bet rode to the end. `mine` is their bet in round `roundId`, if any.
 */
export function crashLanding(
  command: CrashSceneCommand,
  roundId: number | null,
  mine: CrashBet | null,
): Landing | null {
  if (command.type === 'crash:cashouts') {
    const entry = command.payload.entries.find((cashout) => cashout.mine);
    return entry
      ? { id: entry.id, text: `Cashed out at ${formatCrashMultiplier(entry.multiplierE2)}` }
      : null;
  }
  if (command.type !== 'crash:bust' || !mine || mine.cashedOutAt !== null) return null;
  if (String(roundId) !== command.payload.roundId) return null;
  return { id: mine.id, text: `Crashed at ${formatCrashMultiplier(command.payload.crashPointE2)}` };
}

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
