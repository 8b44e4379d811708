// `npm start`: builds whatever is missing or out of date, then runs the built server in a
// child process that is started again if it dies (supervise.mjs).
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { supervise } from './supervise.mjs';

buildIfStale();
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
