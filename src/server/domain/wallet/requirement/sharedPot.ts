/** A pot several players staked into; a bot's seat (the house) has no user. */
export interface SharedPot {
  kind: string;
  reference: string;
  seats: ReadonlyArray<{ userId: string | null; stake: number; payout: number }>;
}
