// `npm run bench:page`: how long a game page takes to become playable in this machine's
// Chromium, and how many requests its start-up makes. The built server (`npm start`'s
// dist/server/main.js) runs on a scratch PGlite directory; a signed-in player opens /dice
// cold (a fresh browser profile, nothing cached) and warm (the same profile again). "Playable"
// is the first moment the Roll button is enabled, measured in the page from
// DOMContentLoaded, so the figure holds no test-runner overhead.
// Options: --runs N (7 of each), --path /dice, --port P (3480).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { projectRoot } from '../../src/server/lib/projectRoot';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    path: { type: 'string', default: '/dice' },
    port: { type: 'string', default: '3480' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;

/** In the page before its scripts: the first moment the Roll button is enabled. */
const WATCH_ROLL = `
  window.__rollReadyAt = null;
  const look = () => {
    if (window.__rollReadyAt !== null) return;
    for (const button of document.querySelectorAll('button')) {
      if (button.textContent?.trim() === 'Roll' && !button.disabled) {
        window.__rollReadyAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(look);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    look();
  });
`;

interface Load {
  /** From DOMContentLoaded to the Roll button enabled, ms. */
  readyMs: number;
  api: number;
  sockets: number;
  assets: number;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(projectRoot(), 'dist/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_ORIGIN: origin,
      DATA_DIR: dataDir,
      METRICS_PORT: '0',
      ROUND_CHAIN_LENGTH: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${origin}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

async function loadOnce(context: BrowserContext): Promise<Load> {
  const page = await context.newPage();
  const counts = { api: 0, sockets: 0, assets: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) counts.api++;
    else if (url.pathname.startsWith('/socket.io')) counts.sockets++;
    else counts.assets++;
  });
  page.on('websocket', () => counts.sockets++);
  await page.goto(origin + values.path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as { __rollReadyAt?: number | null }).__rollReadyAt, {
    timeout: 30_000,
  });
  const readyMs = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const readyAt = (window as { __rollReadyAt?: number }).__rollReadyAt ?? NaN;
    return readyAt - nav!.domContentLoadedEventEnd;
  });
  // Requests after readiness (the socket's, late reads) still count as start-up.
  await page.waitForTimeout(1_500);
  await page.close();
  return { readyMs, ...counts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'page-ready-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const cold: Load[] = [];
  const warm: Load[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(WATCH_ROLL);
    const name = `p_${Math.random().toString(36).slice(2, 10)}`;
    const registered = await context.request.post(`${origin}/api/auth/register`, {
      headers: { origin },
      data: {
        username: name,
        email: `${name}@example.test`,
        password: 'correct horse battery',
        acceptTerms: true,
      },
    });
    if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
    cold.push(await loadOnce(context));
    warm.push(await loadOnce(context));
    await context.close();
  }
  const line = (label: string, loads: Load[]) =>
    console.log(
      `${label.padEnd(6)} ready p50 ${median(loads.map((l) => l.readyMs)).toFixed(0)} ms ` +
        `(min ${Math.min(...loads.map((l) => l.readyMs)).toFixed(0)}, max ${Math.max(...loads.map((l) => l.readyMs)).toFixed(0)}); ` +
        `requests: API ${median(loads.map((l) => l.api))}, socket ${median(loads.map((l) => l.sockets))}, files ${median(loads.map((l) => l.assets))}`,
    );
  console.log(`${values.path}, a signed-in player, ${runs} loads each, from DOMContentLoaded:`);
  line('cold', cold);
  line('warm', warm);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
