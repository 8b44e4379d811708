// The floor under one player's bet: the least an HTTP request that commits one row can take on
// this machine. A bare Node HTTP server (no framework, no session, no JSON checks) whose every
// POST inserts one row through `pg` and answers once it is committed. startLatency.ts times it
// with the same client as the bets. Plain JavaScript, so it starts as fast as Node does.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
await pool.query('CREATE TABLE IF NOT EXISTS bench_http_commit_floor (n int)');
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    pool.query('INSERT INTO bench_http_commit_floor VALUES (1)').then(
      () => {
        response.setHeader('content-type', 'application/json');
        response.end('{"ok":true}');
      },
      (error) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => void pool.end()));
