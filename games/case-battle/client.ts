import { defineClientGame } from '../manifest.client';
import { caseBattleEasings } from './easings';
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
    location: 'CASE_BATTLE',
    fairness: 'page',
  },
  scene: () => import('./scene/BattleReelsScene').then((m) => m.BattleReelsScene),
  easings: caseBattleEasings,
  sounds: caseBattleSounds,
});
