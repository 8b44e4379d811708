import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { newToken } from '../domain/accounts/secrets';
import type { Seeder } from './runSeeders';

/**
 * A demo site needs someone who can operate it: an `operator` account with every role,
 * a random password written once to DATA_DIR/operator-credentials.txt (embedded database)
 * or the log (external database).
 */
export const operatorAccount: Seeder = {
  name: 'operator-account',
  demoOnly: true,
  async run(services, log) {
    const password = newToken().slice(0, 20);
    const { user } = await services.accounts.register(
      { username: 'operator', email: 'operator@localhost.invalid', password },
      { userAgent: 'seed' },
      services.db,
    );
    await services.db
      .update(users)
      .set({ roles: ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'PLAYER'] })
      .where(eq(users.id, user.id));
    const { dataDir, databaseUrl } = services.config;
    if (!databaseUrl && !dataDir.startsWith('memory://')) {
      const file = join(resolve(dataDir), 'operator-credentials.txt');
      writeFileSync(file, `username: operator\npassword: ${password}\n`, { mode: 0o600 });
      log(`Seeded the operator account; its password is in ${file}`);
    } else {
      log(`Seeded the operator account: username operator, password ${password}`);
    }
  },
};
