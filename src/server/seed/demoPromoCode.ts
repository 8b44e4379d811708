import { promoCodes } from '../db/schema';
import type { Seeder } from './runSeeders';

/** The code a demo site hands out; production databases never get it. */
export const DEMO_PROMO_CODE = 'WELCOME';

/** A demo site shows promo codes working: WELCOME gives 1.00 gem, once per player. */
export const demoPromoCode: Seeder = {
  name: 'demo-promo-code',
  demoOnly: true,
  async run(services, log) {
    const created = await services.db
      .insert(promoCodes)
      .values({ code: DEMO_PROMO_CODE, amount: 100, items: [], maxUses: 100_000 })
      .onConflictDoNothing()
      .returning({ id: promoCodes.id });
    if (created.length > 0) log(`Seeded the demo promo code ${DEMO_PROMO_CODE}`);
  },
};
