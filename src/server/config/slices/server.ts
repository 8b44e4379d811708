import { z } from 'zod';
import { flag, type SliceEnv } from '../envFields';

/** The process and its HTTP face: where it listens, what it is called, what it logs. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  SITE_ORIGIN: z
    .url({ error: 'must be a URL such as http://localhost:3000' })
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default(''),
  SERVE_CLIENT: flag.default(true),
  CLIENT_DIR: z.string().default('dist/client'),
};

export interface ServerConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  siteOrigin: string;
  logLevel: SliceEnv<typeof serverEnv>['LOG_LEVEL'];
  trustProxy: string[];
  serveClient: boolean;
  clientDir: string;
}

export function serverConfig(e: SliceEnv<typeof serverEnv>): ServerConfig {
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    siteOrigin: new URL(e.SITE_ORIGIN).origin,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    serveClient: e.SERVE_CLIENT,
    clientDir: e.CLIENT_DIR,
  };
}
