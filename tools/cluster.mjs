// `npm run cluster`: the site as production runs it. nginx in front of three built server
// processes (each as `npm start` runs one: supervised, started again if it dies) sharing
// one PostgreSQL and one Redis. Ctrl-C stops everything; each node stops gracefully.
import 'dotenv/config';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { nginxConfig } from './cluster/nginxConfig.mjs';
import { clusterSettings, nodeEnv } from './cluster/settings.mjs';
import { supervise } from './supervise.mjs';

const startedAt = Date.now();
const settings = clusterSettings(process.env);
const say = (line) => console.log(`[cluster] ${line}`);

buildIfStale();
for (const path of [settings.dir, join(settings.dir, 'nginx', 'temp')])
  mkdirSync(path, { recursive: true });

const mainJs = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const nodes = settings.nodes.map((node) => {
  mkdirSync(node.dataDir, { recursive: true });
  const logFile = join(settings.dir, `${node.name}.log`);
  const pidFile = join(settings.dir, `${node.name}.pid`);
  const out = openSync(logFile, 'a');
  const running = supervise({
    command: process.execPath,
    args: [mainJs],
    env: nodeEnv(settings, node, process.env),
    stdio: ['ignore', out, out],
    log: (line) => say(`${node.name}: ${line}`),
    // The pid file always names the node's current process (chaos tests kill it).
    onStart: (child) => child.pid && writeFileSync(pidFile, `${child.pid}\n`),
  });
  running.done.then(() => rmSync(pidFile, { force: true }));
  return { ...node, logFile, running };
});

const prefix = join(settings.dir, 'nginx');
writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(settings));
// -e: nginx's own start-up messages go to the prefix too, never to /var/log.
const nginx = spawn(settings.nginx, ['-p', prefix, '-c', 'nginx.conf', '-e', 'error.log'], {
  stdio: 'inherit',
});
const nginxDone = new Promise((resolve) => {
  nginx.once('error', (error) => {
    say(`nginx could not start (${error.message}); install Debian's nginx package or set NGINX`);
    resolve(1);
  });
  nginx.once('exit', (code) => resolve(code ?? 0));
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  say('stopping: each node gracefully, then nginx');
  for (const node of nodes) node.running.stop(signal);
  Promise.all(nodes.map((n) => n.running.done)).then(() => nginx.kill('SIGQUIT'));
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// nginx gone on its own: nothing reaches the nodes any more.
nginxDone.then((code) => {
  if (!stopping) say(`nginx exited (${code}); see ${join(prefix, 'error.log')}`);
  stop('SIGTERM');
});

/** Waits until every node and the balancer answer /ready. */
async function ready(url) {
  for (;;) {
    if (stopping) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
const front = `http://${settings.host}:${settings.port}`;
if (
  (await Promise.all(nodes.map((n) => ready(`http://127.0.0.1:${n.port}/ready`)))).every(Boolean) &&
  (await ready(`${front}/ready`))
) {
  say(
    `ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${settings.siteOrigin} (nginx on ${front})`,
  );
  for (const n of nodes)
    say(`${n.name}: 127.0.0.1:${n.port}, metrics :${n.metricsPort}/metrics, log ${n.logFile}`);
}

const codes = await Promise.all([...nodes.map((n) => n.running.done), nginxDone]);
process.exitCode = codes.some((c) => c !== 0) ? 1 : 0;
