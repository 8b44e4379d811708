import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** What an operator does by hand today: give a user a role. */
export async function grantRole(db: Database, userId: string, role: string) {
  await db.execute(sql`UPDATE users SET roles = array_append(roles, ${role}) WHERE id = ${userId}`);
}
