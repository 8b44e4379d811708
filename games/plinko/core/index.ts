// Plinko: the ball's path comes from the fair stream, one float per row; the bucket is the
// number of rights and pays its multiplier from the (rows, risk) table.
export { PLINKO_MULTIPLIERS, plinkoTableE4 } from './tables';
export { type PlinkoStep, plinkoPath, plinkoBucket, plinkoRoundingFloat } from './path';
export { plinkoPayout } from './payout';
export { plinkoRtp } from './rtp';
export { type PlinkoResult, playPlinko } from './play';
export { assertPlinkoRisk, assertPlinkoRows } from './rules';
export { PLINKO_RISKS, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, type PlinkoRisk } from './limits';
