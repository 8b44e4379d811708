import { PACES, type Pace } from '../../../../games/pace';
import { paceSetting, usePace } from './pace-setting';
import { Segmented } from './Segmented';

/** How each pace reads in the bet panel. */
export const PACE_LABELS: Readonly<Record<Pace, string>> = {
  normal: 'Normal',
  turbo: 'Turbo',
  instant: 'Instant',
};

interface PaceSelectorProps {
  /** The game the pace is remembered for (its kind: 'dice', 'case-unbox', ...). */
  game: string;
  disabled?: boolean;
}

/**
 * Normal / Turbo / Instant: how fast this game animates its outcomes, remembered per player
 * and game. A change applies from the next bet (the one under way keeps its pace).
 */
export function PaceSelector({ game, disabled }: PaceSelectorProps) {
  const pace = usePace(game);
  return (
    <Segmented
      legend="Speed"
      options={PACES}
      value={pace}
      onChange={(next) => paceSetting.set(game, next)}
      disabled={disabled}
      labelOf={(option) => PACE_LABELS[option]}
    />
  );
}
