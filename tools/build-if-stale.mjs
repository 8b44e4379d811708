// Builds the web app and the server when their sources changed since the last build, so
// `npm start` and `npm run cluster` always run what the working tree says.
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
const server = [
  'src/server',
  'src/shared',
  'games',
  'tools/build-server.mjs',
  'tools/globImports.mjs',
];

export function buildIfStale() {
  if (isStale('dist/client/index.html', client)) {
    console.log('Building the web app…');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  }
  if (isStale('dist/server/main.js', server)) {
    console.log('Building the server…');
    execSync('node tools/build-server.mjs', { stdio: 'inherit' });
  }
}
