// Runtime server files that still write SQL through drizzle (its `sql` templates or its
// query builder) rather than named statements (ARCHITECTURE.md, "Runtime SQL"). The
// "runtime SQL" block of eslint.config.js lets only these import 'drizzle-orm'. This list
// only shrinks: convert a file to named statements and take it off; never add one
// (tools/lint/runtimeSql.test.ts fails on an entry that no longer imports drizzle).
export const DRIZZLE_NOT_YET_CONVERTED = [];
