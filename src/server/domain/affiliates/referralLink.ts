import { FREE_CASE_ITEM } from '../../../shared/inventory-items';
import {
  REFERRAL_DEPOSIT_BONUS_BPS,
  REFERRAL_FREE_CASES,
  affiliateCodeProblem,
  normalizeAffiliateCode,
} from '../../../shared/affiliates';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Inventory } from '../inventory';

/** FOR SHARE: a code being changed right now is either still there or already gone. */
const OWNER_OF_CODE: Statement = {
  name: 'affiliates_owner_of_code',
  text: `SELECT user_id FROM affiliate_codes WHERE code = $1 FOR SHARE`,
};

const LINK: Statement = {
  name: 'affiliates_link_referee',
  text: `INSERT INTO referrals (referee_id, affiliate_id, code) VALUES ($1, $2, $3)
         ON CONFLICT (referee_id) DO NOTHING RETURNING referee_id`,
};

const DEPOSIT_BONUS: Statement = {
  name: 'affiliates_referral_deposit_bonus',
  text: `INSERT INTO deposit_bonuses (user_id, type, factor_bps) VALUES ($1, 'REFERRAL', $2)
         ON CONFLICT (user_id, type) DO NOTHING`,
};

/**
 * Links a player to the affiliate whose code their browser brought, inside the transaction
 * that creates the account: the referral, the free cases and the deposit bonus commit with
 * the account or not at all. A code that is malformed, unknown, or the player's own links
 * nothing and never stops the sign-up. Answers whether a referral was made.
 */
export async function linkReferral(
  tx: Tx,
  inventory: Inventory,
  refereeId: string,
  rawCode: string | undefined,
): Promise<boolean> {
  if (!rawCode || affiliateCodeProblem(rawCode)) return false;
  const code = normalizeAffiliateCode(rawCode);
  const [owner] = await tx.query<{ user_id: string }>(OWNER_OF_CODE, [code]);
  if (!owner || owner.user_id === refereeId) return false;
  const linked = await tx.query(LINK, [refereeId, owner.user_id, code]);
  if (linked.length === 0) return false;
  await inventory.grant(tx, refereeId, FREE_CASE_ITEM, REFERRAL_FREE_CASES);
  await tx.query(DEPOSIT_BONUS, [refereeId, REFERRAL_DEPOSIT_BONUS_BPS]);
  return true;
}
