// What the rest of the server may use of this module; its other files are its own.
export { CaseBattles } from './caseBattles';
export { caseBattleRoom } from './caseBattleRoom';
