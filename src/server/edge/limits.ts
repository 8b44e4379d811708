/**
 * Every request limit's number, and why. Reads are served from a budget no person reaches;
 * writes from one that fits auto-bet; the calls worth guessing or abusing (accounts, codes,
 * money, chat) get a tight limit per account (or per username, per e-mail) and one per
 * address three times larger, so a household behind one address is not locked out by one
 * member. All windows are one minute. The domain's throttles (domain/accounts/throttle.ts)
 * count the same attempts again over longer windows, in the database.
 */

/** Per address: API calls that change something (bets, mostly). RATE_LIMIT_PER_MINUTE. */
export const WRITES_PER_MINUTE = 600; // auto-bet goes at most 240 a minute a tab: two tabs fit

/** Per address, reads (GET) get this many times the writes' budget. */
export const READS_PER_WRITE = 10; // 6000 a minute: a page load makes ~20, so 300 loads

/** How much more one address may do than one account: a household of a few players. */
export const HOUSEHOLD = 3;

export interface ActionLimit {
  /** Per account, username or e-mail; absent where no one is named (sign-up). */
  perSubject?: number;
  perAddress: number;
}

const perMinute = (perSubject: number): ActionLimit => ({
  perSubject,
  perAddress: perSubject * HOUSEHOLD,
});

/**
 * Per minute, the calls worth limiting one by one. Where a throttle of the domain counts the
 * same attempts over a longer window, the limit here is twice its count: the player hears the
 * throttle's true wait, and this only stops a flood.
 */
export const ACTION_LIMITS = {
  // Someone signs up once (the throttle allows 10 an hour per address).
  register: { perAddress: 20 },
  // Per username: a person mistypes a few times (the throttle: 10 and 30 per 15 minutes).
  login: perMinute(20),
  // Per e-mail: a reset is asked for once or twice (the throttle: 3 and 10 an hour).
  passwordReset: perMinute(5),
  // A 6-digit code: a person needs one or two tries (the throttle: 10 per 15 minutes).
  twoFactor: perMinute(20),
  // Promo, gift and referral codes: a person types the one they were given; gift cards are
  // throttled at 10 and 30 per 15 minutes besides.
  codes: perMinute(20),
  // Withdrawals, tips and rain: a person sends a few; more is a script or a stolen session.
  money: perMinute(10),
  // Chat: the channel's own rule is 5 per 10 s (CHAT_RATE_LIMIT); this is the ceiling above it.
  chat: perMinute(30),
} satisfies Record<string, ActionLimit>;

export type ActionName = keyof typeof ACTION_LIMITS;
export type ActionLimits = Record<ActionName, ActionLimit>;
