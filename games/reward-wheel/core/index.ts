// The reward wheel: a free daily spin, its prize from the player's own seed pair.
export {
  WHEEL_TICKETS_TOTAL,
  WHEEL_TIERS,
  type WheelSegment,
  type WheelTier,
  wheelExpectedValue,
  wheelTier,
  wheelTierOf,
} from './tiers';
export { type WheelSpin, spinWheel, wheelSegmentForTicket, wheelTicketFromFloat } from './spin';
export { WHEEL_COOLDOWN_MS, WHEEL_SPIN_MS } from './timing';
