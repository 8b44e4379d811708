import type { GameManifest } from '../manifest';
import { battleSetupError, battleSpinDuration, playBattle } from './core';

// Case battles' pure manifest: its routes and store are the battles domain's; the rules,
// the draw and the verifier's replay are the core's.

export interface CaseBattleManifest extends GameManifest<'case-battle'> {
  play: 'listed';
  /** Why a battle's setup cannot be played (the message players read), or null. */
  setupError: typeof battleSetupError;
  /** One round's spin in ms for the battle's options. */
  spinMs: typeof battleSpinDuration;
  /** The verifier: every pull, respin and the result, from the revealed seeds. */
  replay: typeof playBattle;
}

export const caseBattleGame: CaseBattleManifest = {
  kind: 'case-battle',
  name: 'Case Battles',
  houseEdgeBps: 800,
  play: 'listed',
  setupError: battleSetupError,
  spinMs: battleSpinDuration,
  replay: playBattle,
};
