import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Statement } from '../db/client';
import { autocommit } from '../db/transaction';
import { newToken } from '../domain/accounts';
import type { Seeder } from './runSeeders';

const SET_ROLES: Statement = {
  name: 'seed_operator_roles',
  text: 'UPDATE users SET roles = $2::text[] WHERE id = $1',
};

/**
 * A demo site needs someone who can operate it: an `operator` account with every role,
 * a random password written once to the credentials file (DATA_DIR/operator-credentials.txt
 * unless configured), with either database. Never to the log: logs are shipped and kept.
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
    await autocommit(services.db, (tx) =>
      tx.query(SET_ROLES, [user.id, ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'PLAYER']]),
    );
    const configured = services.config.operatorCredentialsFile;
    if (configured) {
      const file = resolve(configured);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `username: operator\npassword: ${password}\n`, { mode: 0o600 });
      log(`Seeded the operator account; its password is in ${file}`);
    } else {
      log('Seeded the operator account; set OPERATOR_CREDENTIALS_FILE to keep its password');
    }
  },
};
