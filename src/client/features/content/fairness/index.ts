import type { ContentDoc } from '../types';
import { fairnessCaseBattles } from './case-battles';
import { fairnessCaseOpening } from './case-opening';
import { fairnessCoinflip } from './coinflip';
import { fairnessMines } from './mines';
import { fairnessOverview } from './overview';
import { fairnessPlinko } from './plinko';
import { fairnessRoulette } from './roulette';

export const fairnessDocs: readonly ContentDoc[] = [
  fairnessOverview,
  fairnessMines,
  fairnessPlinko,
  fairnessCoinflip,
  fairnessRoulette,
  fairnessCaseBattles,
  fairnessCaseOpening,
];

export function fairnessDoc(slug: string): ContentDoc | undefined {
  return fairnessDocs.find((doc) => doc.slug === slug);
}
