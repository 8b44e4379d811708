// What the rest of the server may use of this module; its other files are its own.
export { GIVEN_BACK_SQL, SETTLED_WAGER_SQL } from './settledWagerSql';
export { WagerAccruals } from './wagerAccruals';
export type { SettledWager, WagerAccrual, WagerBooks } from './wagerAccruals';
