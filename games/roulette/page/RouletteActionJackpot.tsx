// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpot } from '../../../src/shared/contract/roulette';
import { useRouletteJackpot } from './jackpot-store';
import type { GreenStreak } from './triple-green';
import { TripleGreen } from './TripleGreen';

const streakOf = (value: number): GreenStreak =>
  Math.min(3, Math.max(0, Math.trunc(value))) as GreenStreak;

/** The compact Triple Green of a known jackpot; nothing while it is unknown. */
export function ActionJackpot({ jackpot }: { jackpot: RouletteJackpot | null }) {
  if (!jackpot) return null;
  return (
    <TripleGreen
      streak={streakOf(jackpot.greenStreak)}
      pool={jackpot.amount}
      compact
      announce={false}
      className="chat-action__jackpot"
    />
  );
}

/**
 * The triple-green indicator beside the chat's small roulette button: the shared jackpot
 * (held on the roulette page while a roll is on screen).
 */
export function RouletteActionJackpot() {
  return <ActionJackpot jackpot={useRouletteJackpot()} />;
}
