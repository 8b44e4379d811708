import { plinkoTableE4 } from '../../../../../games/plinko/core';
import type { SceneName } from '../../../../../games/registry.client';
import type { BetRecord } from '../../../../shared/contract/instantGames';
import type { Pace } from '../../../../../games/pace';
import { formatPoints, fromE4 } from '../../instant-games/format';
import type { CaptureGame } from '../capture-links';

// How a capture route shows each game it can follow: the scene, what the board shows before
// a bet (its state commands), and the outcome command that animates a bet. The same
// commands the game's own page sends, from the same settled bet record.

type StateCommand =
  | ['dice:preview', { target: number; direction: 'over' | 'under' }]
  | ['plinko:board', { rows: number; multipliers: readonly number[] }]
  | ['skin-upgrader:preview', { chance: number | null; direction: 'under' | 'over' }];

type PlayCommand =
  | [
      'dice:roll',
      {
        id: string;
        roll: number;
        target: number;
        direction: 'over' | 'under';
        win: boolean;
        pace: Pace;
      },
    ]
  | ['plinko:drop', { id: string; path: readonly (0 | 1)[]; bucket: number; pace: Pace }]
  | [
      'skin-upgrader:spin',
      {
        id: string;
        roll: number;
        chance: number;
        direction: 'under' | 'over';
        win: boolean;
        pace: Pace;
      },
    ];

export interface CaptureScene {
  scene: SceneName;
  /** The bet record's game kind. */
  kind: BetRecord['game'];
  label: string;
  /** The board before any bet. */
  initial: StateCommand[];
  /** The board a bet is played on (its own settings). */
  stateFor(bet: BetRecord): StateCommand[];
  playFor(bet: BetRecord, pace: Pace): PlayCommand;
  /** Words for screen readers once it landed. */
  landedText(bet: BetRecord): string;
  /** Longest a bet waits for the scene's 'done'. */
  limitMs: number;
}

const plinkoBoard = (rows: number, risk: 'low' | 'medium' | 'high'): StateCommand => [
  'plinko:board',
  { rows, multipliers: plinkoTableE4(rows, risk).map(fromE4) },
];

/** The one-shot games, whose settled bets (`capture.bet`) a capture view plays. */
export const CAPTURE_SCENES = {
  dice: {
    scene: 'dice',
    kind: 'dice',
    label: 'Dice roll',
    initial: [['dice:preview', { target: 5000, direction: 'over' }]],
    stateFor: (bet) =>
      bet.game === 'dice'
        ? [['dice:preview', { target: bet.outcome.target, direction: bet.outcome.direction }]]
        : [],
    playFor: (bet, pace) => {
      if (bet.game !== 'dice') throw new Error('not a dice bet');
      const { roll, target, direction, win } = bet.outcome;
      return ['dice:roll', { id: bet.id, roll, target, direction, win, pace }];
    },
    landedText: (bet) => (bet.game === 'dice' ? `Roll ${formatPoints(bet.outcome.roll)}` : ''),
    limitMs: 6_000,
  },
  plinko: {
    scene: 'plinko',
    kind: 'plinko',
    label: 'Plinko board',
    initial: [plinkoBoard(16, 'medium')],
    stateFor: (bet) =>
      bet.game === 'plinko' ? [plinkoBoard(bet.outcome.rows, bet.outcome.risk)] : [],
    playFor: (bet, pace) => {
      if (bet.game !== 'plinko') throw new Error('not a plinko bet');
      return [
        'plinko:drop',
        { id: bet.id, path: bet.outcome.path, bucket: bet.outcome.bucket, pace },
      ];
    },
    landedText: (bet) => (bet.game === 'plinko' ? `Ball in bucket ${bet.outcome.bucket + 1}` : ''),
    limitMs: 12_000,
  },
  'skin-upgrader': {
    scene: 'skin-upgrader',
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
  },
} satisfies Partial<Record<CaptureGame, CaptureScene>>;

/**
 * When a browser source starts a bet's animation, in ms after receiving it: so that it
 * lands no earlier than the betting tab's hold ends (revealInMs), the rule every other view
 * of an outcome follows. The animation itself takes animationMs at the bet's pace.
 */
export function captureStartDelay(revealInMs: number, animationMs: number): number {
  return Math.max(0, revealInMs - animationMs);
}
