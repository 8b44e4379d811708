import type { Statement } from '../../../db/client';

// What a holder holds of Steam's trade protection, per skin deposit still inside it: for a
// player, the credit and bonus of their own completed (or held) deposits, plus the parts
// carried in, minus the parts carried out (trade_protection_carries, migration 0059). Each
// part ends with its deposit's protected_until, whatever became of the deposit since: a
// reversal leaves that time alone, so what was carried on never ends early. The own part
// of a reversed deposit is gone (the reversal took it back), so what was carried out of it
// leaves nothing below zero: such a sum is no lot.
const LOTS_OF = (ownPart: string, holder: string, own: string): string =>
  `WITH parts AS (
     ${ownPart}
     SELECT c.skin_deposit_id AS deposit, c.amount FROM trade_protection_carries c
     WHERE ${holder})
   SELECT p.deposit, d.protected_until AS until, ${own} AS own,
          sum(p.amount) AS amount
   FROM parts p JOIN skin_deposits d ON d.id = p.deposit
   WHERE d.protected_until > now()
   GROUP BY p.deposit, d.protected_until, d.user_id
   HAVING sum(p.amount) > 0
   ORDER BY d.protected_until DESC, p.deposit`;

export const PLAYER_PROTECTED_LOTS: Statement = {
  name: 'wallet_player_protected_lots',
  text: LOTS_OF(
    `SELECT d.id AS deposit, d.amount + d.bonus AS amount FROM skin_deposits d
     WHERE d.user_id = $1 AND d.status IN ('COMPLETED', 'HELD') AND d.protected_until > now()
     UNION ALL`,
    'c.user_id = $1',
    'd.user_id = $1',
  ),
};

export const POOL_PROTECTED_LOTS: Statement = {
  name: 'wallet_pool_protected_lots',
  text: LOTS_OF('', 'c.pool = $1', 'false'),
};

export const INSERT_PROTECTION_CARRIES: Statement = {
  name: 'wallet_insert_protection_carries',
  text: `INSERT INTO trade_protection_carries (user_id, pool, skin_deposit_id, amount, kind, reference)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::bigint[], $5::text[],
                              $6::text[])`,
};

/** Who else holds part of a deposit's protection now: where its gems went (a reversal's record). */
export const CARRIED_ON: Statement = {
  name: 'wallet_protection_carried_on',
  text: `SELECT c.user_id, c.pool, sum(c.amount) AS amount
         FROM trade_protection_carries c JOIN skin_deposits d ON d.id = c.skin_deposit_id
         WHERE c.skin_deposit_id = $1 AND c.user_id IS DISTINCT FROM d.user_id
         GROUP BY c.user_id, c.pool HAVING sum(c.amount) > 0
         ORDER BY sum(c.amount) DESC`,
};
