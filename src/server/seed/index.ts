import { demoPromoCode } from './demoPromoCode';
import { officialCases } from './officialCases';
import { operatorAccount } from './operatorAccount';
import type { Seeder } from './runSeeders';

/** Every seeder, in the order they run on a new database. */
export const SEEDERS: Seeder[] = [operatorAccount, officialCases, demoPromoCode];
export { runSeeders } from './runSeeders';
