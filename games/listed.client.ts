import { listedClientGame } from './manifest.client';

// The lobby's tiles for the games not built yet: each shows a coming-soon page until its
// folder brings a real client manifest to registry.client.ts in its place.

export const caseBattlesClient = listedClientGame('case-battle', {
  key: 'case-battles',
  name: 'Case Battles',
  aliases: ['/cs2-case-battles'],
  tagline: 'Open cases head to head',
  description:
    'Open the same cases as your rivals; the biggest haul takes everything. Solo, teams or group.',
  accent: '--rarity-covert',
  location: 'CASE_BATTLE',
  fairness: 'page',
});
