import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usageText } from './cashier-sandbox-usage';

// The sandbox payment provider's "blockchain", for the running server (PGlite allows one
// process, so this speaks HTTP): signs in as the seeded operator and calls the operator-only
// sandbox routes.
//   npm run cashier:sandbox -- deposit <address> <coinAmount>   a payment arrives, unconfirmed
//   npm run cashier:sandbox -- confirm <address|txid> [--all]   one more confirmation (or all)
// SITE_ORIGIN (default http://localhost:3000), DATA_DIR or OPERATOR_CREDENTIALS_FILE as for npm start.

const origin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';
const file =
  process.env.OPERATOR_CREDENTIALS_FILE ??
  join(process.env.DATA_DIR ?? './data', 'operator-credentials.txt');

function usage(): never {
  console.error(usageText);
  process.exit(2);
}

async function main() {
  const [command, reference, extra] = process.argv.slice(2);
  if (!reference || (command !== 'deposit' && command !== 'confirm')) usage();
  const text = readFileSync(file, 'utf8');
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  if (!password) throw new Error(`No operator password in ${file}`);
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ login: 'operator', password }),
  });
  if (!login.ok) throw new Error(`Operator login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const body =
    command === 'deposit'
      ? { address: reference, coinAmount: extra ?? usage() }
      : { reference, all: extra === '--all' };
  const res = await fetch(`${origin}/api/admin/cashier/sandbox/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(JSON.stringify(answer));
  console.log(JSON.stringify(answer, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
