import { CASE_TICKETS_TOTAL } from '../../../../games/case-unbox/core/tickets';
import { WHEEL_TICKETS_TOTAL, wheelTier } from '../../../../games/reward-wheel/core';
import { AFFILIATE_COMMISSION_BPS, REFERRAL_FREE_CASES } from '../../../shared/affiliates';
import { formatGems } from '../../../shared/money';
import { DAILY_CASE_TIERS, RAKEBACK_MAX_BPS } from '../../../shared/rewards';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { SETTLED_WAGER_SQL } from '../accruals/settledWagerSql';
import type { CaseStore } from '../cases/caseStore';
import { DomainError } from '../errors';
import type { GameRegistry } from '../games/registry';

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

/** The daily rewards a player took in the window ($2), but the spin $3 (this one). */
const DAILY_CLAIMS_SINCE: Statement = {
  name: 'play_cover_daily_claims',
  text: `SELECT 'wheel' AS kind, tier AS level FROM wheel_spins
         WHERE user_id = $1 AND spun_at > now() - $2::interval
           AND id IS DISTINCT FROM $3::uuid
         UNION ALL
         SELECT 'daily', tier_level FROM daily_case_claims
         WHERE user_id = $1 AND created_at > now() - $2::interval`,
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

/**
 * Free value needs play: a reward given rather than won is claimed only when the house
 * edge the player's own settled wagers carried (the share the house keeps of it) covers its
 * expected value. Daily rewards (the wheel, daily cases) weigh the last 24 h against
 * everything of theirs taken in it; a referred player's free cases weigh all their play
 * against the referral's free cases.
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
   * daily reward taken in them. `spinId`: the spin being claimed, already written.
   */
  async ensureDaily(tx: Tx, userId: string, value: number, spinId?: string): Promise<void> {
    await tx.query(LOCK_PLAYER_COVER, [userId]);
    const claims = await tx.query<{ kind: string; level: number }>(DAILY_CLAIMS_SINCE, [
      userId,
      DAILY_COVER_WINDOW,
      spinId ?? null,
    ]);
    let taken = value;
    for (const claim of claims) {
      if (claim.kind === 'wheel') taken += wheelValue(Number(claim.level));
      else {
        const tier = DAILY_CASE_TIERS.find((t) => t.level === Number(claim.level));
        if (tier) taken += await this.caseValueOf(tier.slug, tx);
      }
    }
    const kept = await this.keptEdge(tx, userId, DAILY_COVER_WINDOW);
    if (kept < taken)
      throw new DomainError(
        'NEEDS_PLAY',
        `Play first: wager ${this.missing(taken - kept)} more gems today to unlock this free reward`,
        403,
      );
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
