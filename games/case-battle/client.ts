import {
  defineClientGame,
  type HistoryModule,
  type CaptureModule,
  type ViewModule,
} from '../manifest.client';
import { caseBattleSounds } from './sounds';
import type { CaseBattleCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the battle reels scene is its
// own chunk, loaded when a battle's page first mounts it.
export const caseBattlesClient = defineClientGame<
  'case-battle',
  CaseBattleCommands,
  'case-battles'
>({
  kind: 'case-battle',
  lobby: {
    key: 'case-battles',
    name: 'Case Battles',
    aliases: ['/cs2-case-battles'],
    tagline: 'Open cases head to head',
    description:
      'Open the same cases as your rivals; the biggest haul takes everything. Solo, teams or group.',
    accent: '--rarity-covert',
    icon: [
      { path: 'M14.5 17.5 3 6V3h3l11.5 11.5' },
      { path: 'M13 19l6-6M16 16l4 4M19 21l2-2' },
      { path: 'M14.5 6.5 18 3h3v3l-3.5 3.5' },
      { path: 'M5 14l4 4M7 17l-3 3M3 19l2 2' },
    ],
    location: 'CASE_BATTLE',
    fairness: 'page',
  },
  scene: () => import('./scene/BattleReelsScene').then((m) => m.BattleReelsScene),
  easings: () => import('./easings').then((m) => m.caseBattleEasings),
  sounds: caseBattleSounds,
  page: (): ViewModule => import('./page/list/CaseBattlesListPage'),
  // A battle's own page: the spec's named route case-battles-id.
  subPages: [
    {
      path: ':id',
      id: 'case-battles-id',
      page: (): ViewModule => import('./page/detail/CaseBattlePage'),
    },
  ],
  history: (): HistoryModule => import('./history'),
  // The lobby's CREATE_BATTLE and the case picker it opens, ADD_CASE; a battle's GAME_SHARE.
  modals: {
    CREATE_BATTLE: { load: () => import('./page/CreateBattleView'), title: 'Create a battle' },
    ADD_CASE: { load: () => import('./page/AddCaseView'), title: 'Add a case' },
    GAME_SHARE: { load: () => import('./page/detail/GameShareView'), title: 'Share this battle' },
  },
  fairnessSection: (): ViewModule => import('./verifier/CaseBattleVerifierSection'),
  capture: (): CaptureModule =>
    import('./page/CaseBattleCapture').then((m) => ({
      default: m.CaseBattleCapture,
    })),
});
