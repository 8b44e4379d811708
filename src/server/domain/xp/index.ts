// What the rest of the server may use of this module; its other files are its own.
export { SETTLE_BET_WITH_XP, announceXp, wagerXp } from './wagerXp';
export { XpBoosts } from './xpBoosts';
export { activeXpBoost } from './xpBoostView';
