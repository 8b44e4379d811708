// `npm start`: builds whatever is missing or out of date, then runs the built server in a
// child process that is started again if it dies (supervise.mjs).
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';
import { supervise } from './supervise.mjs';

const client = [
  'src/client',
  'src/shared',
  'games',
  'public',
  'assets',
  'index.html',
  'vite.config.ts',
];
const server = ['src/server', 'src/shared', 'games', 'tools/build-server.mjs'];

if (isStale('dist/client/index.html', client)) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (isStale('dist/server/main.js', server)) {
  console.log('Building the server…');
  execSync('node tools/build-server.mjs', { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';

const running = supervise({
  command: process.execPath,
  args: [...process.execArgv, fileURLToPath(new URL('../dist/server/main.js', import.meta.url))],
  log: (line) => console.error(`[start] ${line}`),
});
// A stop asked of `npm start` goes to the server, which shuts down gracefully.
process.on('SIGTERM', () => running.stop('SIGTERM'));
process.on('SIGINT', () => running.stop('SIGINT'));
process.exitCode = await running.done;
