// What the rest of the server may use of this module; its other files are its own.
export { PendingReveals } from './pendingReveals';
export type { PendingReveal } from './pendingReveals';
export { RedisRevealStore } from './redisRevealStore';
export { payoutReveal, revealInMs } from './reveal';
export type { RevealGroup } from './reveal';
export { Settlement } from './settlement';
export type { BetGame, OpenBetRefund, PotSeat } from './settlementTypes';
