import { formatCrashMultiplier } from '../core';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet } from '../../../src/shared/contract/crash';
import type { Landing } from '../../../src/client/features/streamer/embed/views/capture-round';
import type { CrashSceneCommand } from './crash-scene-feed';

// What crash's capture view tells once the streamer's own play has landed on its canvas (the
// embed page's data-landed and screen-reader line). Pure: the view calls it when the scene
// says it has shown the moment, never earlier.

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
