import {
  AFFILIATE_COMMISSION_BPS,
  REFERRAL_DEPOSIT_BONUS_BPS,
  REFERRAL_FREE_CASES,
  commissionPayable,
} from '../../../shared/affiliates';
import type { AffiliateSummary, Referee, ReferralVisit } from '../../../shared/contract/affiliates';
import type { Database, Statement } from '../../db/client';
import { type Tx, autocommit, pgErrorOf, transact } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import type { Inventory } from '../inventory';
import type { Wallet } from '../wallet';
import { affiliateCommissionAccrual } from './commissionAccrual';
import { linkReferral } from './referralLink';

const SUMMARY: Statement = {
  name: 'affiliates_summary',
  text: `SELECT c.code,
                (SELECT count(*) FROM referrals r WHERE r.affiliate_id = me.id)::int AS referees,
                (SELECT coalesce(sum(r.wagered), 0) FROM referrals r
                 WHERE r.affiliate_id = me.id)::text AS wagered,
                coalesce(b.earned_e8, 0)::text AS earned_e8,
                coalesce(b.claimable_e8, 0)::text AS claimable_e8,
                coalesce(b.claimed, 0)::text AS claimed
         FROM (SELECT $1::uuid AS id) me
         LEFT JOIN affiliate_codes c ON c.user_id = me.id
         LEFT JOIN affiliate_balances b ON b.user_id = me.id`,
};

const REFERRED_BY: Statement = {
  name: 'affiliates_referred_by',
  text: `SELECT r.code, u.username, r.created_at, d.factor_bps
         FROM referrals r
         JOIN users u ON u.id = r.affiliate_id
         LEFT JOIN deposit_bonuses d ON d.user_id = r.referee_id AND d.type = 'REFERRAL'
         WHERE r.referee_id = $1`,
};

const CODE_OF_USER_FOR_UPDATE: Statement = {
  name: 'affiliates_code_of_user_for_update',
  text: `SELECT code FROM affiliate_codes WHERE user_id = $1 FOR UPDATE`,
};

/** Its own statement, after the lock: it sees a sign-up that linked while we waited. */
const HAS_REFEREES: Statement = {
  name: 'affiliates_has_referees',
  text: `SELECT EXISTS (SELECT 1 FROM referrals WHERE affiliate_id = $1) AS has_referees`,
};

const INSERT_CODE: Statement = {
  name: 'affiliates_insert_code',
  text: `INSERT INTO affiliate_codes (user_id, code) VALUES ($1, $2)`,
};

const CHANGE_CODE: Statement = {
  name: 'affiliates_change_code',
  text: `UPDATE affiliate_codes SET code = $2, updated_at = now() WHERE user_id = $1`,
};

const CODE_OWNER: Statement = {
  name: 'affiliates_code_owner',
  text: `SELECT c.user_id, u.username FROM affiliate_codes c JOIN users u ON u.id = c.user_id
         WHERE c.code = $1`,
};

const BALANCE_FOR_UPDATE: Statement = {
  name: 'affiliates_balance_for_update',
  text: `SELECT claimable_e8::text AS claimable_e8, claimed::text AS claimed
         FROM affiliate_balances WHERE user_id = $1 FOR UPDATE`,
};

const SPEND_CLAIMABLE: Statement = {
  name: 'affiliates_spend_claimable',
  text: `UPDATE affiliate_balances
         SET claimable_e8 = $2::bigint, claimed = claimed + $3::bigint, updated_at = now()
         WHERE user_id = $1`,
};

const RECORD_CLAIM: Statement = {
  name: 'affiliates_record_claim',
  text: `INSERT INTO affiliate_claims (user_id, amount, transfer_id) VALUES ($1, $2, $3)`,
};

const REFEREES: Statement = {
  name: 'affiliates_referees',
  text: `SELECT u.username, r.created_at, r.wagered::text AS wagered,
                r.commission_e8::text AS commission_e8
         FROM referrals r JOIN users u ON u.id = r.referee_id
         WHERE r.affiliate_id = $1
         ORDER BY r.created_at DESC, r.referee_id
         LIMIT $2 OFFSET $3`,
};

const DEPOSIT_BONUSES: Statement = {
  name: 'affiliates_deposit_bonuses',
  text: `SELECT type, factor_bps FROM deposit_bonuses WHERE user_id = $1 ORDER BY type`,
};

export interface AffiliateOverview {
  affiliate: AffiliateSummary;
  referredBy: {
    code: string;
    affiliate: string;
    joinedAt: string;
    depositBonus: DepositBonus;
  } | null;
}

export interface DepositBonus {
  type: 'REFERRAL';
  /** 0.05 is +5%. */
  factor: number;
}

export interface CommissionClaim {
  claimed: number;
  balance: number;
  ledgerPosition: number;
  affiliate: AffiliateSummary;
}

/**
 * The affiliate programme: a player's referral code, the players who signed up with it, the
 * commission their wagers earn (the accrual step credits it) and its claims. Codes are
 * unique case-insensitively; a code can change until someone has joined with it.
 */
export class Affiliates {
  /** Register with the accrual step: 10% of each referred wager's house edge. */
  readonly accrual = affiliateCommissionAccrual;

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly inventory: Inventory,
  ) {}

  /** The player's code and statistics, and who referred them. */
  async overview(userId: string, tx?: Tx): Promise<AffiliateOverview> {
    const read = async (t: Tx) => ({
      affiliate: await summaryOf(t, userId),
      referredBy: await referredByOf(t, userId),
    });
    return tx ? read(tx) : autocommit(this.db, read);
  }

  /** Creates the player's code, or changes it while nobody has joined with it. */
  async createCode(userId: string, code: string): Promise<AffiliateOverview> {
    try {
      return await transact(this.db, async (tx) => {
        const [mine] = await tx.query<{ code: string }>(CODE_OF_USER_FOR_UPDATE, [userId]);
        if (!mine) await tx.query(INSERT_CODE, [userId, code]);
        else if (mine.code !== code) {
          const [referred] = await tx.query<{ has_referees: boolean }>(HAS_REFEREES, [userId]);
          if (referred?.has_referees)
            throw conflict(
              'AFFILIATE_CODE_LOCKED',
              'Your code cannot change once players have joined with it',
            );
          await tx.query(CHANGE_CODE, [userId, code]);
        }
        return this.overview(userId, tx);
      });
    } catch (error) {
      if (pgErrorOf(error).code === '23505')
        throw conflict('AFFILIATE_CODE_TAKEN', 'That code is already taken');
      throw error;
    }
  }

  /**
   * A visit to /r/{code}: whose code it is and whether this browser may bring it to a
   * sign-up. A visitor with a session already has an account, so nothing will link; an
   * unknown code keeps nothing either.
   */
  async visit(visitorId: string | null, code: string): Promise<ReferralVisit> {
    const [owner] = await autocommit(this.db, (tx) =>
      tx.query<{ user_id: string; username: string }>(CODE_OWNER, [code]),
    );
    const status = !owner
      ? 'NOT_FOUND'
      : visitorId === null
        ? 'SAVED'
        : visitorId === owner.user_id
          ? 'OWN_CODE'
          : 'SIGNED_IN';
    return {
      code,
      affiliate: owner?.username ?? null,
      status,
      freeCases: REFERRAL_FREE_CASES,
      depositBonus: { type: 'REFERRAL', factor: REFERRAL_DEPOSIT_BONUS_BPS / 10_000 },
    };
  }

  /** Runs in the sign-up's transaction (Accounts.onNewPlayer). */
  linkNewPlayer(tx: Tx, userId: string, code: string | undefined): Promise<boolean> {
    return linkReferral(tx, this.inventory, userId, code);
  }

  /**
   * Pays the commission's whole hundredths from promotions and keeps the remainder. The
   * balance row is locked, so parallel claims pay once: the later one finds nothing left.
   * The key is the claimed total after this claim, unique per affiliate, so even a claim
   * computed twice from the same state could only post once.
   */
  async claim(userId: string): Promise<CommissionClaim> {
    return transact(this.db, async (tx) => {
      const [row] = await tx.query<{ claimable_e8: string; claimed: string }>(BALANCE_FOR_UPDATE, [
        userId,
      ]);
      const { pay, remainder } = commissionPayable(BigInt(row?.claimable_e8 ?? 0));
      if (!row || pay <= 0)
        throw conflict('NOTHING_TO_CLAIM', 'There is no commission to claim yet');
      const claimedAfter = Number(row.claimed) + pay;
      await tx.query(SPEND_CLAIMABLE, [userId, String(remainder), String(pay)]);
      const moved = await this.wallet.move(tx, {
        userId,
        amount: pay,
        counterparty: 'promo',
        kind: 'affiliate-commission',
        reference: `affiliate:${userId}`,
        idempotencyKey: `affiliate-claim:${claimedAfter}`,
      });
      if (moved.replayed)
        throw new DomainError('CLAIM_REPLAYED', 'This commission was already paid', 409);
      await tx.query(RECORD_CLAIM, [userId, pay, moved.transferId]);
      return {
        claimed: pay,
        balance: moved.balance,
        ledgerPosition: moved.ledgerPosition,
        affiliate: await summaryOf(tx, userId),
      };
    });
  }

  /** The players who joined with the affiliate's code, newest first. */
  async referees(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ referees: Referee[]; total: number }> {
    return autocommit(this.db, async (tx) => {
      const rows = await tx.query<{
        username: string;
        created_at: Date | string;
        wagered: string;
        commission_e8: string;
      }>(REFEREES, [userId, pageSize, page * pageSize]);
      const { referees: total } = await summaryOf(tx, userId);
      return {
        total,
        referees: rows.map((row) => ({
          username: row.username,
          joinedAt: isoOf(row.created_at),
          wagered: Number(row.wagered),
          earned: commissionPayable(BigInt(row.commission_e8)).pay,
        })),
      };
    });
  }

  /** The deposit bonuses the cashier applies for this player. */
  async depositBonusesOf(userId: string): Promise<DepositBonus[]> {
    const rows = await autocommit(this.db, (tx) =>
      tx.query<{ type: string; factor_bps: number }>(DEPOSIT_BONUSES, [userId]),
    );
    return rows
      .filter((row) => row.type === 'REFERRAL')
      .map((row) => ({ type: 'REFERRAL', factor: Number(row.factor_bps) / 10_000 }));
  }
}

async function summaryOf(tx: Tx, userId: string): Promise<AffiliateSummary> {
  const [row] = await tx.query<{
    code: string | null;
    referees: number;
    wagered: string;
    earned_e8: string;
    claimable_e8: string;
    claimed: string;
  }>(SUMMARY, [userId]);
  const referees = Number(row?.referees ?? 0);
  return {
    code: row?.code ?? null,
    canChangeCode: referees === 0,
    commissionBps: AFFILIATE_COMMISSION_BPS,
    referees,
    wagered: Number(row?.wagered ?? 0),
    earned: commissionPayable(BigInt(row?.earned_e8 ?? 0)).pay,
    claimable: commissionPayable(BigInt(row?.claimable_e8 ?? 0)).pay,
    claimed: Number(row?.claimed ?? 0),
  };
}

async function referredByOf(tx: Tx, userId: string): Promise<AffiliateOverview['referredBy']> {
  const [row] = await tx.query<{
    code: string;
    username: string;
    created_at: Date | string;
    factor_bps: number | null;
  }>(REFERRED_BY, [userId]);
  if (!row) return null;
  return {
    code: row.code,
    affiliate: row.username,
    joinedAt: isoOf(row.created_at),
    depositBonus: { type: 'REFERRAL', factor: Number(row.factor_bps ?? 0) / 10_000 },
  };
}

function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
