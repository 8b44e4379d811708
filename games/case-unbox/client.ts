import { defineClientGame } from '../manifest.client';
import { caseUnboxSounds } from './sounds';
import type { CaseUnboxCommands } from './bus';

// The browser half of the manifest: how the lobby shows it; the scene is its own chunk,
// loaded on first mount.
export const caseUnboxClient = defineClientGame<'case-unbox', CaseUnboxCommands, 'case-opening'>({
  kind: 'case-unbox',
  lobby: {
    key: 'case-opening',
    name: 'Case Opening',
    aliases: ['/cs2-case-opening'],
    tagline: 'Unbox CS2 skins with open odds',
    description:
      'Open cases with every drop and its odds listed up front, from consumer grade to knives.',
    accent: '--rarity-rare-special',
    location: 'CASE_UNBOX',
    fairness: 'verifier',
  },
  scene: () => import('./scene/CaseUnboxScene').then((m) => m.CaseUnboxScene),
  sounds: caseUnboxSounds,
});
