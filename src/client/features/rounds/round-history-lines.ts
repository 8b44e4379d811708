// A round game's bet in the bet history (crash's, roulette's): both draw from round chains,
// so both are told by their round and checked on the one round chains' fairness page.

/** The fairness column's text: the round's number. */
export const roundFairnessText = (bet: { fairness: { roundNumber: number } }): string =>
  `Round ${bet.fairness.roundNumber.toLocaleString('en-US')}`;

/** The round chains' page, filled in with the game and the round's hash. */
export const roundVerifyHref = (bet: { game: string; fairness: { roundHash: string } }): string =>
  `/fairness/roulette?${new URLSearchParams({ game: bet.game, hash: bet.fairness.roundHash }).toString()}`;
