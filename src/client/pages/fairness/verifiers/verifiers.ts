import { lazy } from 'react';

// Its own module: verifiable.ts derives its game list from these keys, and
// VerifierSection.tsx needs that list's type.

/** Each verifiable game's verifier, its own chunk (fairness pages say which have one). */
export const verifiers = {
  dice: lazy(() => import('./DiceVerifier')),
  plinko: lazy(() => import('./PlinkoVerifier')),
  mines: lazy(() => import('./MinesVerifier')),
  'case-opening': lazy(() => import('./CaseVerifier')),
  upgrader: lazy(() => import('./UpgraderVerifier')),
} as const;
