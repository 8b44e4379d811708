import type { PluggedRoomGameManifest } from '../manifest';
import { battleSetupError, battleSpinDuration, playBattle } from './core';
import tuning from './tuning.json';
import { caseBattleMoments } from './core/moments';

// Case battles' pure manifest: a room game with a plug-in of its own, whose routes, store and
// tables are the battles domain's; the rules, the draw and the verifier's replay are the core's.

export interface CaseBattleManifest extends PluggedRoomGameManifest<'case-battle'> {
  /** Why a battle's setup cannot be played (the message players read), or null. */
  setupError: typeof battleSetupError;
  /** One round's spin in ms for the battle's options. */
  spinMs: typeof battleSpinDuration;
  /** The verifier: every pull, respin and the result, from the revealed seeds. */
  replay: typeof playBattle;
  /**
   * How long the result takes to land once the battle completes (ms): the last round has
   * already landed by then (rounds are told a spin apart), so only a tie roll takes time.
   */
  resultRevealMs(tieRoll: boolean): number;
}

export const caseBattleGame: CaseBattleManifest = {
  kind: 'case-battle',
  name: 'Case Battles',
  lobbyKey: 'case-battles',
  location: 'CASE_BATTLE',
  houseEdgeBps: 800,
  moments: caseBattleMoments,
  // Settled once the last round's reels have stopped (caseBattlePlay.step); only a tie
  // roll still runs on the pages after that.
  longestRevealMs: tuning.durations.tieRoll,
  play: 'room',
  // A seat's stake names its battle (the battles keep their rooms in tables of their own).
  seatColumn: 'case_battle_id',
  // A battle's own page.
  subPages: [':id'],
  setupError: battleSetupError,
  spinMs: battleSpinDuration,
  replay: playBattle,
  resultRevealMs: (tieRoll) => (tieRoll ? tuning.durations.tieRoll : 0),
};
