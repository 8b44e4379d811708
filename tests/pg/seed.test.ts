import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectOperatorPasswordOnlyInFile } from '../helpers/operatorSeeding';
import { type ScratchDatabase, createScratchDatabase } from '../helpers/pgDatabase';

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase();
}, 60_000);
afterAll(() => scratch?.drop());

describe('the seeded operator on PostgreSQL', () => {
  it('has its password written to the credentials file and never to the log', async () => {
    await expectOperatorPasswordOnlyInFile({ databaseUrl: scratch.url });
  });
});
