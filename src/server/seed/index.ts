import { officialCases } from './officialCases';
import { operatorAccount } from './operatorAccount';
import type { Seeder } from './runSeeders';

/** Every seeder, in the order they run on a new database. */
export const SEEDERS: Seeder[] = [operatorAccount, officialCases];
export { runSeeders } from './runSeeders';
