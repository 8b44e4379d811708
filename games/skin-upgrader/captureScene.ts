import type { CaptureScene } from '../../src/client/features/streamer/embed/capture-scenes';
import type { SkinUpgraderCommands } from './bus';

/** A stream's upgrade: the gauge at the bet's chance, then its spin. */
export const skinUpgraderCaptureScene: CaptureScene<SkinUpgraderCommands> = {
  kind: 'skin-upgrader',
  label: 'Skin Upgrader gauge',
  initial: [['skin-upgrader:preview', { chance: null, direction: 'under' }]],
  stateFor: (bet) =>
    bet.game === 'skin-upgrader'
      ? [
          [
            'skin-upgrader:preview',
            { chance: bet.outcome.chance, direction: bet.outcome.direction },
          ],
        ]
      : [],
  playFor: (bet, pace) => {
    if (bet.game !== 'skin-upgrader') throw new Error('not a Skin Upgrader bet');
    const { roll, chance, direction, win } = bet.outcome;
    return ['skin-upgrader:spin', { id: bet.id, roll, chance, direction, win, pace }];
  },
  landedText: (bet) =>
    bet.game === 'skin-upgrader' ? (bet.outcome.win ? 'Upgrade won' : 'Upgrade lost') : '',
  limitMs: 12_000,
};
