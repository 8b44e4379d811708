import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import type { CaseBattleCommands } from './bus';
import type { BattleMode, BattleOption } from './core';
import { demoCommands, type DemoSetup } from './scene/demoBattle';
import tuning from './tuning.json';
import { caseBattleTimeline } from './viewerTimeline';

// Case battles in the scene viewer: a battle of the demo case drawn by the real battle core
// from the seed, its rounds played one by one, then its result (tie roll, celebration).

function setupOf({ values }: ViewerContext<CaseBattleCommands>): DemoSetup {
  const option = values.option ?? 'none';
  return {
    seed: values.seed ?? 'viewer',
    mode: (values.mode ?? 'VERSUS') as BattleMode,
    options: option === 'none' ? [] : [option as BattleOption],
    playerAmount: Number.parseInt(values.seats ?? '2', 10) || 2,
    rounds: Number.parseInt(values.rounds ?? '2', 10) || 2,
  };
}

/** The viewer's battle, named by its setup so a changed field starts another one. */
const battleOf = (context: ViewerContext<CaseBattleCommands>) => {
  const setup = setupOf(context);
  const id = `viewer-${setup.mode}-${setup.playerAmount}-${setup.options.join('')}-${setup.seed}`;
  return demoCommands(id, setup);
};

/** Which round the next press plays, per battle. */
const next = new Map<string, number>();

function show(context: ViewerContext<CaseBattleCommands>): void {
  const battle = battleOf(context);
  next.set(battle.show.battleId, 0);
  context.bus.emit('case-battle:show', battle.show);
}

function playNext(context: ViewerContext<CaseBattleCommands>): void {
  const battle = battleOf(context);
  const index = next.get(battle.show.battleId) ?? 0;
  const round = battle.rounds[index];
  next.set(battle.show.battleId, index + 1);
  if (round) context.bus.emit('case-battle:round', { ...round, id: context.nextId() });
  else if (index === battle.rounds.length) {
    context.bus.emit('case-battle:result', { ...battle.result, id: context.nextId() });
  }
}

export const viewer: GameViewer<CaseBattleCommands> = {
  scene: 'case-battle',
  title: 'Case battle',
  tuning,
  fields: [
    { key: 'seats', label: 'Seats', options: ['2', '3', '4'], initial: '2' },
    {
      key: 'mode',
      label: 'Mode',
      options: ['VERSUS', 'TEAMS', 'SHARING', 'FRIENDLY'],
      initial: 'VERSUS',
      hint: 'TEAMS needs 4 seats',
    },
    {
      key: 'option',
      label: 'Option',
      options: ['none', 'ROLL', 'RESPIN', 'INVERSE', 'FAST_SPIN'],
      initial: 'none',
      hint: 'ROLL and RESPIN show only when the seed draws a tie',
    },
    { key: 'rounds', label: 'Rounds', options: ['1', '2', '3', '5'], initial: '2' },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup: show,
  actions: [
    { label: 'New battle', run: show },
    { label: 'Next round', run: playNext },
  ],
  timeline: caseBattleTimeline,
};
