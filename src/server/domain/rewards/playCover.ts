import { CASE_TICKETS_TOTAL } from '../../../../games/case-unbox/core/tickets';
import { WHEEL_TICKETS_TOTAL, wheelTier } from '../../../../games/reward-wheel/core';
import { AFFILIATE_COMMISSION_BPS, REFERRAL_FREE_CASES } from '../../../shared/affiliates';
import { formatGems } from '../../../shared/money';
import { DAILY_CASE_TIERS, RAKEBACK_MAX_BPS } from '../../../shared/rewards';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { SETTLED_WAGER_SQL } from '../accruals';
import type { CaseStore } from '../cases';
import { DomainError } from '../errors';
import type { GameRegistry } from '../games';

/**
 * Plinko's tables are rounded: the worst keeps 6.25% less than its nominal edge
 * (rewards/freeValue.test.ts works it out), so a nominal edge counts for this much less.
 */
const ROUNDING_SLACK_BPS = 1_000;

/**
 * The share of a wager's nominal house edge the house keeps at worst: less the best
 * rakeback, a (possibly colluding) referrer's commission and the rounding slack. Free value
 * is weighed against this share.
 */
export const KEPT_EDGE_BPS =
  10_000 - RAKEBACK_MAX_BPS - AFFILIATE_COMMISSION_BPS - ROUNDING_SLACK_BPS;

/** How far back play covers a daily reward (a wheel spin, a daily case). */
export const DAILY_COVER_WINDOW = '24 hours';

/**
 * The house edge of a player's wagers settled since now() - $2 ($2 null: ever), exactly as
 * the accruals take it (wagerHouseEdge.ts): stake x the game's edge ($3 kinds, $4 bps), or
 * the bet's own lower `houseEdgeE4`. In hundredths x 10^-4, as text.
 */
const EDGE_SINCE: Statement = {
  name: 'play_cover_edge_since',
  text: `SELECT coalesce(sum(CASE
             WHEN jsonb_typeof(b.params -> 'houseEdgeE4') = 'number'
                  AND (b.params ->> 'houseEdgeE4')::numeric >= 0
             THEN least(b.amount * coalesce(g.bps, 0), (b.params ->> 'houseEdgeE4')::numeric)
             ELSE b.amount * coalesce(g.bps, 0) END), 0)::text AS edge_e4
         FROM bets b LEFT JOIN unnest($3::text[], $4::int[]) AS g(game, bps) ON g.game = b.game
         WHERE b.user_id = $1
           AND b.settled_at > coalesce(now() - $2::interval, '-infinity'::timestamptz)
           AND ${SETTLED_WAGER_SQL}`,
};

/** How far back play covers a weekly challenge's reward. */
export const WEEKLY_COVER_WINDOW = '7 days';

/**
 * Every free reward a player took since now() - $2 ($2 null: ever): wheel spins but the
 * spin $3 (the one being claimed, already written), daily cases, and challenge rewards but
 * the tracker ($4, $5) (the one being claimed, already CLAIMED). A challenge counts the
 * reward its definition pays.
 */
const FREE_CLAIMS_SINCE: Statement = {
  name: 'play_cover_free_claims',
  text: `SELECT 'wheel' AS kind, tier AS level, 0::bigint AS reward FROM wheel_spins
         WHERE user_id = $1 AND spun_at > coalesce(now() - $2::interval, '-infinity'::timestamptz)
           AND id IS DISTINCT FROM $3::uuid
         UNION ALL
         SELECT 'daily', tier_level, 0 FROM daily_case_claims
         WHERE user_id = $1 AND created_at > coalesce(now() - $2::interval, '-infinity'::timestamptz)
         UNION ALL
         SELECT 'challenge', 0, c.reward
         FROM challenge_trackers t JOIN challenges c ON c.id = t.challenge_id
         WHERE t.user_id = $1
           AND t.claimed_at > coalesce(now() - $2::interval, '-infinity'::timestamptz)
           AND (t.challenge_id, t.period_start) IS DISTINCT FROM ($4::text, $5::timestamptz)`,
};

const REFERRED: Statement = {
  name: 'play_cover_referred',
  text: `SELECT 1 FROM referrals WHERE referee_id = $1`,
};

/** Serializes a player's free claims, taken after the claim's wallet move (lock order). */
const LOCK_PLAYER_COVER: Statement = {
  name: 'play_cover_lock',
  text: `SELECT pg_advisory_xact_lock(hashtext('play-cover:' || $1::text))`,
};

/** A wheel tier's expected prize, hundredths. */
export const wheelValue = (tier: number) =>
  wheelTier(tier).segments.reduce((sum, s) => sum + s.prize * s.tickets, 0) / WHEEL_TICKETS_TOTAL;

/** A case's expected item value, hundredths. */
export const caseValue = (items: ReadonlyArray<{ price: number; tickets: number }>) =>
  items.reduce((sum, item) => sum + (item.price * item.tickets) / CASE_TICKETS_TOTAL, 0);

export type CoverGames = Pick<GameRegistry, 'kinds' | 'houseEdgeBpsOf'>;

/** A free claim being weighed: its value, and its row when already written (not counted twice). */
interface FreeClaim {
  value: number;
  /** The spin being claimed, already written. */
  spinId?: string;
  /** The challenge tracker being claimed, already CLAIMED. */
  challenge?: { key: string; periodStart: Date };
}

/** The window of play that covers a challenge's reward: its period's length, or ever. */
export function challengeCoverWindow(period: 'daily' | 'weekly' | 'none'): string | null {
  return period === 'daily' ? DAILY_COVER_WINDOW : period === 'weekly' ? WEEKLY_COVER_WINDOW : null;
}

/**
 * Free value needs play: a reward given rather than won is claimed only when the house
 * edge the player's own settled wagers carried (the share the house keeps of it) covers its
 * expected value. A daily reward (the wheel, a daily case) and a daily challenge weigh the
 * last 24 h, a weekly challenge the last 7 days, a challenge without a period all play;
 * each weighs against everything free the player took in that window (spins, daily cases,
 * challenge rewards) plus itself. A referred player's free cases weigh all their play
 * against the referral's free cases.
 *
 * Why no edge is spent twice: every check counts every free claim inside its window, and
 * the claims are serialised (the lock). Take the last claim; its check covered all claims in
 * its window by the edge of the wagers in it. Take the last claim before that window
 * began; its window ends where that claim was, so before the first window: disjoint. Going
 * on backwards splits all claims into groups, each covered by the edge of its own window,
 * the windows disjoint: total free value <= total kept edge, whatever the windows' lengths.
 */
export class PlayCover {
  private readonly kinds: string[];
  private readonly bps: number[];
  /** The least nominal edge of a game, to say how much wagering is missing. */
  private readonly cheapestBps: number;

  constructor(
    games: CoverGames,
    private readonly cases: Pick<CaseStore, 'get'>,
  ) {
    this.kinds = [...games.kinds];
    this.bps = this.kinds.map((kind) => games.houseEdgeBpsOf(kind));
    this.cheapestBps = Math.min(...this.bps.filter((bps) => bps > 0), 10_000);
  }

  /** The edge kept of the player's wagers in the window (null: ever), hundredths. */
  async keptEdge(tx: Tx, userId: string, window: string | null): Promise<number> {
    const [row] = await tx.query<{ edge_e4: string }>(EDGE_SINCE, [
      userId,
      window,
      this.kinds,
      this.bps,
    ]);
    return (Number(row?.edge_e4 ?? 0) / 10_000) * (KEPT_EDGE_BPS / 10_000);
  }

  async caseValueOf(slug: string, tx?: Tx): Promise<number> {
    return caseValue((await this.cases.get(slug, tx)).items);
  }

  /**
   * Refuses a daily reward worth `value` unless the last 24 h of play covers it and every
   * free reward taken in them. `spinId`: the spin being claimed, already written.
   */
  async ensureDaily(tx: Tx, userId: string, value: number, spinId?: string): Promise<void> {
    const short = await this.shortfall(tx, userId, DAILY_COVER_WINDOW, { value, spinId });
    if (short > 0)
      throw new DomainError(
        'NEEDS_PLAY',
        `Play first: wager ${this.missing(short)} more gems today to unlock this free reward`,
        403,
      );
  }

  /**
   * Refuses a challenge's reward unless the play of its window (challengeCoverWindow) covers
   * it and every free reward taken in that window. The tracker is already CLAIMED.
   */
  async ensureChallenge(
    tx: Tx,
    userId: string,
    challenge: { key: string; periodStart: Date; period: 'daily' | 'weekly' | 'none' },
    value: number,
  ): Promise<void> {
    const window = challengeCoverWindow(challenge.period);
    const short = await this.shortfall(tx, userId, window, { value, challenge });
    if (short > 0)
      throw new DomainError(
        'NEEDS_PLAY',
        `Play first: wager ${this.missing(short)} more gems to claim this challenge`,
        403,
      );
  }

  /**
   * How much kept edge the window's play lacks to cover `claim` and every free reward taken
   * in the window, hundredths (0: covered). Takes the player's cover lock first, after the
   * claim's wallet move (one lock order), so a player's free claims take turns.
   */
  private async shortfall(
    tx: Tx,
    userId: string,
    window: string | null,
    claim: FreeClaim,
  ): Promise<number> {
    await tx.query(LOCK_PLAYER_COVER, [userId]);
    const claims = await tx.query<{ kind: string; level: number; reward: number | string }>(
      FREE_CLAIMS_SINCE,
      [
        userId,
        window,
        claim.spinId ?? null,
        claim.challenge?.key ?? null,
        claim.challenge?.periodStart.toISOString() ?? null,
      ],
    );
    let taken = claim.value;
    for (const row of claims) {
      if (row.kind === 'wheel') taken += wheelValue(Number(row.level));
      else if (row.kind === 'challenge') taken += Number(row.reward);
      else {
        const tier = DAILY_CASE_TIERS.find((t) => t.level === Number(row.level));
        if (tier) taken += await this.caseValueOf(tier.slug, tx);
      }
    }
    const kept = await this.keptEdge(tx, userId, window);
    return Math.max(0, taken - kept);
  }

  /**
   * Refuses a referred player's free case (of case `slug`) until all their play covers the
   * referral's free cases: REFERRAL_FREE_CASES of it. Others' free cases (level rewards)
   * are bounded by the wagering their level needs.
   */
  async ensureReferralCases(tx: Tx, userId: string, slug: string): Promise<void> {
    const referred = await tx.query(REFERRED, [userId]);
    if (referred.length === 0) return;
    const value = REFERRAL_FREE_CASES * (await this.caseValueOf(slug, tx));
    const kept = await this.keptEdge(tx, userId, null);
    if (kept < value)
      throw new DomainError(
        'NEEDS_PLAY',
        `Play first: wager ${this.missing(value - kept)} more gems to unlock your referral free cases`,
        403,
      );
  }

  /** The wagering at the cheapest edge whose kept share is `hundredths`, as gems text. */
  private missing(hundredths: number): string {
    const perHundredth = (this.cheapestBps / 10_000) * (KEPT_EDGE_BPS / 10_000);
    return formatGems(Math.max(1, Math.ceil(hundredths / perHundredth)));
  }
}
