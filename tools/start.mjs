// `npm start`: builds whatever is missing or out of date, then runs the built server.
import { execSync } from 'node:child_process';
import { isStale } from './freshness.mjs';

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
await import('../dist/server/main.js');
