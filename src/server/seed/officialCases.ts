import { transact } from '../db/transaction';
import { officialCaseDefinitions } from '../domain/cases';
import { createPriceFeed } from '../domain/cases';
import type { Seeder } from './runSeeders';

/**
 * The site's own cases: every CS2 weapon case of the catalogue, priced by the configured
 * feed. Not demo-only: these are the product. A later catalogue or new prices come as new
 * cases, never as changes to stored ones (openings must stay verifiable as they were).
 */
export const officialCases: Seeder = {
  name: 'official-cases',
  demoOnly: false,
  async run(services, log) {
    const feed = createPriceFeed(services.config);
    const definitions = await officialCaseDefinitions(feed);
    await transact(services.db, async (tx) => {
      for (const definition of definitions) await services.cases.create(tx, definition);
    });
    log(`Seeded ${definitions.length} official cases, priced from the ${feed.name}`);
  },
};
