/** A bet told twice in one batch stands once, as last told, in its first place. */
export function oncePerBet<B extends { id: string }>(bets: readonly B[]): B[] {
  return [...new Map(bets.map((bet) => [bet.id, bet])).values()];
}
