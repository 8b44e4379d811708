import type { RoomGamePlugin } from '../rooms';
import { CaseBattles } from './caseBattles';

/**
 * Case battles' plug-in on the room driver (its line in roomGames/roomGamePlugins.ts): their
 * play, with the spin the config sets (tests shorten it).
 */
export const caseBattleRoom: RoomGamePlugin<'case-battle', CaseBattles> = {
  kind: 'case-battle',
  build: (deps, onError) =>
    new CaseBattles({ ...deps, spinMs: deps.config.rounds.caseBattleSpinMs }, {}, onError),
};
