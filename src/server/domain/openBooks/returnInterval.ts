/**
 * Whether a realised return is what chance explains. Over many bets the paid total is close
 * to normal (central limit), with mean sum(stake x declared mean) and variance
 * sum(stake^2 x the multiplier's variance); divided by the wagered total, the realised
 * return falls within declared +- z x sd 99% of the time, z the normal's 99.5% quantile.
 * Equal stakes make sd = sigma / sqrt(bets); unequal ones count each stake's weight.
 */
export const Z_99 = 2.5758293035489;

export interface PeriodSums {
  bets: number;
  wagered: number;
  paid: number;
  /** sum(stake x declared mean), hundredths. */
  expected: number;
  /** sum(stake^2 x multiplier variance), hundredths^2. */
  variance: number;
}

export interface ReturnFigures {
  realisedReturn: number;
  declaredReturn: number;
  interval: [number, number];
  withinInterval: boolean;
}

/** The returns as fractions and the 99% interval around the declared one. */
export function returnFigures(sums: PeriodSums): ReturnFigures {
  if (sums.wagered <= 0)
    return { realisedReturn: 0, declaredReturn: 0, interval: [0, 0], withinInterval: true };
  const declaredReturn = sums.expected / sums.wagered;
  const realisedReturn = sums.paid / sums.wagered;
  const spread = (Z_99 * Math.sqrt(Math.max(0, sums.variance))) / sums.wagered;
  const interval: [number, number] = [
    Math.max(0, declaredReturn - spread),
    declaredReturn + spread,
  ];
  return {
    realisedReturn,
    declaredReturn,
    interval,
    withinInterval: realisedReturn >= interval[0] && realisedReturn <= interval[1],
  };
}
