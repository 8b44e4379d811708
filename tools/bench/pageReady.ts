// `npm run bench:page`: how long a game page takes to become playable in this machine's
// Chromium, and how many requests its start-up makes. The built server (`npm start`'s
// dist/server/main.js) runs on a scratch PGlite directory; a signed-in player opens each
// game page cold (a fresh browser profile, nothing cached) and warm (the same profile again).
// "Playable" is the first moment the page's bet button is enabled, measured in the page from
// DOMContentLoaded, so the figure holds no test-runner overhead.
// Options: --runs N (7 of each), --path /dice,/mines (every page of BET_BUTTONS), --port P
// (3480), --server ORIGIN (a server already running, say to keep its warm database),
// --trace (one warm load's requests, in ms from DOMContentLoaded: where the time goes),
// --profile (one warm load's main thread, from navigation to the enabled button, by self time).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from '@playwright/test';
import { projectRoot } from '../../src/server/lib/projectRoot';
import { type Profile, printSummary, summarise } from './cpuProfile';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    path: { type: 'string' },
    port: { type: 'string', default: '3480' },
    server: { type: 'string' },
    trace: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const origin = values.server ?? `http://127.0.0.1:${port}`;

/**
 * The game pages whose bet button is one button, each with its text. The round games (crash,
 * roulette) take bets only in a round's betting phase, so their button's moment is the
 * round's, not the page's; they are left out.
 */
const BET_BUTTONS: Record<string, string> = {
  '/dice': 'Roll',
  '/plinko': 'Drop ball',
  '/mines': 'Start game',
  '/skin-upgrader': 'Upgrade',
};
const paths = values.path?.split(',') ?? Object.keys(BET_BUTTONS);

/** In the page before its scripts: the first moment the bet button (its text) is enabled. */
const watchBetButton = (text: string) => `
  window.__rollReadyAt = null;
  const look = () => {
    if (window.__rollReadyAt !== null) return;
    for (const button of document.querySelectorAll('button')) {
      if (button.textContent?.trim() === ${JSON.stringify(text)} && !button.disabled) {
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
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${origin}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready in 3 minutes');
}

/** One request of a load, in ms from DOMContentLoaded (negative: before it). */
interface Step {
  name: string;
  start: number;
  end: number;
}

async function loadOnce(context: BrowserContext, path: string, trace = false): Promise<Load> {
  const page = await context.newPage();
  const cdp = trace && values.profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const counts = { api: 0, sockets: 0, assets: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) counts.api++;
    else if (url.pathname.startsWith('/socket.io')) counts.sockets++;
    else counts.assets++;
  });
  page.on('websocket', () => counts.sockets++);
  await page.goto(origin + path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => (window as { __rollReadyAt?: number | null }).__rollReadyAt, {
    timeout: 60_000,
  });
  const readyMs = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const readyAt = (window as { __rollReadyAt?: number }).__rollReadyAt ?? NaN;
    return readyAt - nav!.domContentLoadedEventEnd;
  });
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    printSummary(`main thread, navigation to the enabled button (${path})`, summarise(profile, 20));
  }
  // Requests after readiness (the socket's, late reads) still count as start-up.
  await page.waitForTimeout(1_500);
  if (trace && values.trace) printTrace(readyMs, await page.evaluate(readSteps));
  await page.close();
  return { readyMs, ...counts };
}

/** In the page: every request the page made, from the browser's resource timings. */
function readSteps(): Step[] {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const zero = nav!.domContentLoadedEventEnd;
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
    name: new URL(r.name).pathname + new URL(r.name).search,
    start: r.startTime - zero,
    end: r.responseEnd - zero,
  }));
}

function printTrace(readyMs: number, steps: Step[]) {
  console.log('  request (ms from DOMContentLoaded: start → end)');
  for (const step of [...steps].sort((a, b) => a.start - b.start))
    console.log(
      `  ${step.start.toFixed(0).padStart(6)} → ${step.end.toFixed(0).padStart(6)}  ${step.name.slice(0, 90)}`,
    );
  console.log(`  ${readyMs.toFixed(0).padStart(6)}            the bet button is enabled`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'page-ready-'));
const server = values.server ? null : await startServer(dataDir);
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
type Signed = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The players' cookies, one player per run, shared by every page. A player is logged in if
 * a run before made them (`--server` keeps its database), else registered: registration
 * allows ten a hour from one address.
 */
async function signIn(run: number): Promise<Signed> {
  const context = await browser.newContext();
  const name = `pagebench${run}`;
  const password = 'correct horse battery';
  const send = (path: string, data: object) =>
    context.request.post(`${origin}/api/auth/${path}`, { headers: { origin }, data });
  const login = await send('login', { login: name, password });
  if (!login.ok()) {
    const registered = await send('register', {
      username: name,
      email: `${name}@example.test`,
      password,
      acceptTerms: true,
    });
    if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

async function benchPage(path: string, players: Signed[]) {
  const button = BET_BUTTONS[path];
  if (!button) throw new Error(`no bet button known for ${path}`);
  const cold: Load[] = [];
  const warm: Load[] = [];
  for (const [run, storageState] of players.entries()) {
    // A fresh context: nothing cached but the session's cookies.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState,
    });
    await context.addInitScript(watchBetButton(button));
    cold.push(await loadOnce(context, path));
    warm.push(await loadOnce(context, path, (values.trace || values.profile) && run === 0));
    await context.close();
  }
  const line = (label: string, loads: Load[]) =>
    console.log(
      `${label.padEnd(6)} ready p50 ${median(loads.map((l) => l.readyMs)).toFixed(0)} ms ` +
        `(min ${Math.min(...loads.map((l) => l.readyMs)).toFixed(0)}, max ${Math.max(...loads.map((l) => l.readyMs)).toFixed(0)}); ` +
        `requests: API ${median(loads.map((l) => l.api))}, socket ${median(loads.map((l) => l.sockets))}, files ${median(loads.map((l) => l.assets))}`,
    );
  console.log(`${path}, a signed-in player, ${runs} loads each, from DOMContentLoaded:`);
  line('cold', cold);
  line('warm', warm);
}

try {
  const players: Signed[] = [];
  for (let run = 0; run < runs; run++) players.push(await signIn(run));
  for (const path of paths) await benchPage(path, players);
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
