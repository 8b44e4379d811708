import type { TimelineRequest, TimelineRound, TimelineStep } from '../engine/viewerTypes';
import type { CaseBattleCommands } from './bus';
import type { BattleMode, BattleOption } from './core';
import { demoCommands, type DemoSetup } from './scene/demoBattle';

// Case battles' fake rounds for the scene viewer's timeline: whole battles of the demo case
// in the viewer's mode, seats and option, each drawn by the battle core from its own seed;
// a battle shows its seats, plays its rounds one by one, then its result.

const SEATS_PAUSE_MS = 600;

export function caseBattleTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<CaseBattleCommands>[] {
  const option = values.option ?? 'none';
  const mode = (values.mode ?? 'VERSUS') as BattleMode;
  const playerAmount = Number.parseInt(values.seats ?? '2', 10) || 2;
  if (mode === 'TEAMS' && playerAmount !== 4) throw new Error('TEAMS needs 4 seats');
  const setupOf = (battle: number): DemoSetup => ({
    seed: `${seed}-${battle}`,
    mode,
    options: option === 'none' ? [] : [option as BattleOption],
    playerAmount,
    rounds: Number.parseInt(values.rounds ?? '2', 10) || 2,
  });
  return Array.from({ length: count }, (_, battle) => {
    const commands = demoCommands(`${prefix}battle-${battle}`, setupOf(battle));
    const steps: TimelineStep<CaseBattleCommands>[] = [
      { command: { type: 'case-battle:show', payload: commands.show } },
      ...commands.rounds.map((round, index): TimelineStep<CaseBattleCommands> => ({
        afterLanding: true,
        pauseMs: index === 0 ? SEATS_PAUSE_MS : 0,
        command: { type: 'case-battle:round', payload: round },
      })),
      { afterLanding: true, command: { type: 'case-battle:result', payload: commands.result } },
    ];
    const { winners, tieRoll } = commands.result;
    const outcome =
      winners.length === 0
        ? 'shared'
        : `seat ${winners.map((seat) => seat + 1).join(' and ')} win${winners.length === 1 ? 's' : ''}`;
    return {
      label: `${mode} ${playerAmount} seats, ${commands.rounds.length} rounds: ${outcome}${tieRoll ? ' after a tie roll' : ''}`,
      steps,
    };
  });
}
