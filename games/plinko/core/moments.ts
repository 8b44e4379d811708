import {
  type BetMoments,
  type BookedBet,
  choose,
  discrete,
  fieldsOf,
  numberOf,
} from '../../fair/moments';
import { PLINKO_RISKS, type PlinkoRisk } from './limits';
import { plinkoTableE4 } from './tables';

/** Plinko's slots pay their table's multiplier with the binomial odds of the ball reaching them. */
export function plinkoMoments(bet: BookedBet): BetMoments | undefined {
  const params = fieldsOf(bet.params);
  const outcome = fieldsOf(bet.outcome);
  const rows = numberOf(outcome.rows) ?? numberOf(params.rows) ?? 8;
  const risk = (outcome.risk ?? params.risk) as PlinkoRisk;
  if (!PLINKO_RISKS.includes(risk)) return undefined;
  const table = plinkoTableE4(rows, risk);
  return {
    option: `${rows} rows, ${risk}`,
    ...discrete(table.map((m, k) => ({ p: choose(rows, k) / 2 ** rows, m: m / 10_000 }))),
  };
}
