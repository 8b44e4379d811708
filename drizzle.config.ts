import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations, for both embedded PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
