import type { Statement } from '../db/client';
import { autocommit } from '../db/transaction';
import type { Seeder } from './runSeeders';

/** The code a demo site hands out; production databases never get it. */
export const DEMO_PROMO_CODE = 'WELCOME';

/** No row back when the code exists already. */
const INSERT_DEMO_CODE: Statement = {
  name: 'seed_demo_promo_code',
  text: `INSERT INTO promo_codes (code, amount, items, max_uses)
         VALUES ($1, $2, '[]'::jsonb, $3)
         ON CONFLICT DO NOTHING
         RETURNING id`,
};

/** A demo site shows promo codes working: WELCOME gives 1.00 gem, once per player. */
export const demoPromoCode: Seeder = {
  name: 'demo-promo-code',
  demoOnly: true,
  async run(services, log) {
    const created = await autocommit(services.db, (tx) =>
      tx.query<{ id: string }>(INSERT_DEMO_CODE, [DEMO_PROMO_CODE, 100, 100_000]),
    );
    if (created.length > 0) log(`Seeded the demo promo code ${DEMO_PROMO_CODE}`);
  },
};
