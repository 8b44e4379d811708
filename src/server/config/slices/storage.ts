import { join } from 'node:path';
import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** Where state lives: the database, Redis, the data folder, what a process keeps in memory. */
export const storageEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // A dump of a migrated PGlite folder (PGlite's dumpDataDir): an in-memory database starts
  // from it instead of creating a cluster (tests: about 2 s less per app).
  DATA_TEMPLATE: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  OPERATOR_CREDENTIALS_FILE: z.string().min(1).optional(),
};

export interface StorageConfig {
  databaseUrl: string | undefined;
  /** Folder for embedded PGlite; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** With an in-memory `dataDir`: the dumped, migrated folder to start from. */
  dataTemplate: string | undefined;
  redisUrl: string | undefined;
  dbPoolSize: number;
  /** How long a process answers a resolved session from memory (0: every request reads it). */
  sessionCacheMs: number;
  /** Where the seeded operator's password is written; null (in-memory database) keeps it nowhere. */
  operatorCredentialsFile: string | null;
}

/** An in-memory database (tests) has no data folder to write files beside it. */
export const inMemory = (dataDir: string) => dataDir.startsWith('memory://');

export function storageConfig(e: SliceEnv<typeof storageEnv>): StorageConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    dataTemplate: e.DATA_TEMPLATE,
    redisUrl: e.REDIS_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    sessionCacheMs: e.SESSION_CACHE_MS,
    operatorCredentialsFile:
      e.OPERATOR_CREDENTIALS_FILE ??
      (inMemory(e.DATA_DIR) ? null : join(e.DATA_DIR, 'operator-credentials.txt')),
  };
}
