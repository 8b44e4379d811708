import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { BrandId } from '../../src/shared/brands';
import { e2eServerEnv } from './server-env';

export interface BrandServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/, built by the suite's own server start) as another brand,
 * on its own port and data folder, and resolves once it answers /ready. Only the brand
 * spec pays for it, so the rest of the suite starts as before.
 */
export async function startBrandServer(brand: BrandId, port: number): Promise<BrandServer> {
  const dataDir = `${process.env.E2E_DATA_DIR ?? resolve('tests/e2e/.artifacts/data')}-${brand}`;
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...e2eServerEnv(port, dataDir),
      SITE_BRAND: brand,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  // A worker that ends without the spec's afterAll (a timeout, ^C) takes the server with it.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${brand} server exited (${child.exitCode})`);
    const ready = await fetch(`${origin}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      process.off('exit', orphanGuard);
      child.kill('SIGTERM');
      throw new Error(`The ${brand} server did not answer ${origin}/ready in 90 s`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    origin,
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
