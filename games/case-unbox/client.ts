import {
  defineClientGame,
  type HistoryModule,
  type CaptureModule,
  type ViewModule,
} from '../manifest.client';
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
    icon: [
      { path: 'M3 9h18v10.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19.5z' },
      { path: 'M2 5.5h20V9H2z' },
      { path: 'M10 12.5h4' },
    ],
    location: 'CASE_UNBOX',
    fairness: 'verifier',
  },
  scene: () => import('./scene/CaseUnboxScene').then((m) => m.CaseUnboxScene),
  sounds: caseUnboxSounds,
  page: (): ViewModule => import('./page/CaseListPage'),
  // A case's page, and the community's: its cases, the case builder, a creator's page.
  subPages: [
    { path: ':slug', page: (): ViewModule => import('./page/CasePage') },
    { path: 'community', page: (): ViewModule => import('./page/community/CommunityCasesPage') },
    { path: 'create', page: (): ViewModule => import('./page/community/CreateCasePage') },
    { path: 'creators/:id', page: (): ViewModule => import('./page/community/CreatorPage') },
  ],
  history: (): HistoryModule => import('./history'),
  verifier: {
    view: (): ViewModule => import('./verifier/CaseVerifier'),
    heading: 'Verify a case opening',
  },
  capture: (): CaptureModule =>
    import('./page/CaseOpeningCapture').then((m) => ({
      default: m.CaseOpeningCapture,
    })),
});
