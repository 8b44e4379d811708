import {
  EXAMPLE_DATE,
  EXAMPLE_HASH,
  EXAMPLE_USER_ID,
  exampleCaseBattle,
  examplePublicUser,
} from './exampleEntities';
import type { HttpResponse, ServerEventPayload } from './index';

// Examples of the case battles' calls and events (spread into examples.ts).

/** A case battle with a seat still free: nothing drawn, nothing named yet. */
const exampleWaitingCaseBattle = {
  ...exampleCaseBattle,
  state: 'WAITING_FOR_PLAYERS' as const,
  players: [exampleCaseBattle.players[0]!],
  teams: [{ number: 1, players: [EXAMPLE_USER_ID] }],
  outcome: [],
  fairness: {
    ...exampleCaseBattle.fairness,
    blockNumber: null,
    publicServerSeed: null,
    beaconValue: null,
    serverSeed: null,
  },
  lastRoll: null,
};

type CaseBattleCall =
  | 'listCaseBattles'
  | 'getCaseBattle'
  | 'createCaseBattle'
  | 'joinCaseBattle'
  | 'callCaseBattleBots'
  | 'leaveCaseBattle';
type CaseBattleEvent =
  | 'case-battle.created'
  | 'case-battle.joined'
  | 'case-battle.starting'
  | 'case-battle.started'
  | 'case-battle.round'
  | 'case-battle.left'
  | 'case-battle.completed'
  | 'capture.case-battle';

export const caseBattleExampleResponses: { [N in CaseBattleCall]: HttpResponse<N> } = {
  listCaseBattles: { caseBattles: [exampleCaseBattle] },
  getCaseBattle: { caseBattle: exampleCaseBattle },
  createCaseBattle: {
    caseBattle: exampleWaitingCaseBattle,
    balance: 94_000,
    ledgerPosition: 4_820,
  },
  joinCaseBattle: { caseBattle: exampleWaitingCaseBattle, balance: 44_000, ledgerPosition: 4_821 },
  callCaseBattleBots: { caseBattle: exampleCaseBattle },
  leaveCaseBattle: {
    caseBattle: { ...exampleWaitingCaseBattle, state: 'GAME_COMPLETED' },
    balance: 100_000,
    ledgerPosition: 4_822,
  },
};

export const caseBattleExampleEvents: { [N in CaseBattleEvent]: ServerEventPayload<N> } = {
  'case-battle.created': { data: { caseBattle: exampleCaseBattle } },
  'case-battle.joined': {
    data: {
      _id: exampleCaseBattle._id,
      teamNumber: 2,
      player: { ...examplePublicUser, isBot: false, seat: 1 },
    },
  },
  'case-battle.starting': {
    data: {
      _id: exampleCaseBattle._id,
      fairness: { blockNumber: 42, publicServerSeed: EXAMPLE_HASH },
    },
  },
  'case-battle.started': {
    data: { _id: exampleCaseBattle._id, fairness: exampleCaseBattle.fairness },
  },
  'case-battle.round': {
    data: {
      _id: exampleCaseBattle._id,
      round: 1,
      lastRoll: EXAMPLE_DATE,
      outcome: exampleCaseBattle.outcome,
    },
  },
  'case-battle.left': {
    data: { _id: exampleCaseBattle._id, teamNumber: 2, playerId: examplePublicUser.id, seat: 1 },
  },
  'case-battle.completed': {
    data: {
      _id: exampleCaseBattle._id,
      winners: [{ userId: EXAMPLE_USER_ID, amount: 5010 }],
      fairness: exampleCaseBattle.fairness,
    },
  },
  'capture.case-battle': {
    data: {
      name: 'case-battle.round',
      data: {
        _id: exampleCaseBattle._id,
        round: 1,
        lastRoll: EXAMPLE_DATE,
        outcome: exampleCaseBattle.outcome,
      },
    },
  },
};
