// Checks a proof of liabilities (a player's download from the profile's fairness tab) with
// nothing but SHA-256: no server, no other file of this project. Usage:
//   npx tsx tools/verify-liabilities.ts proof.json [--root <published root hash>] [--total <n>] [--user <your user id>]
// Without --root it says which root and total the proof leads to: compare them with the
// published list (GET /api/open-books/liabilities). The scheme
// (docs/architecture/proof-of-liabilities.md):
//   leaf hash = SHA256(`leaf:${salt}:${userHash}:${amount}`), leaf sum = amount
//   node hash = SHA256(`node:${leftHash}:${leftSum}:${rightHash}:${rightSum}`), node sum = left + right
// each path step gives the sibling's hash, sum and side ('left' or 'right': where it sits).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HEX64 = /^[0-9a-f]{64}$/;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const isAmount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isHash = (s: unknown): s is string => typeof s === 'string' && HEX64.test(s);

interface Expected {
  root?: string;
  total?: number;
  userId?: string;
}

export type Check = { ok: true; root: string; total: number } | { ok: false; reason: string };

/** Walks the proof up to its root, refusing anything a dishonest tree could hide behind. */
export function checkProof(proof: unknown, expected: Expected = {}): Check {
  const p = proof as {
    root?: { hash?: unknown; sum?: unknown };
    leaf?: { salt?: unknown; userHash?: unknown; amount?: unknown };
    path?: unknown;
  };
  const leaf = p?.leaf;
  if (!leaf || !Array.isArray(p.path))
    return { ok: false, reason: 'not a proof: no leaf or no path' };
  if (!isAmount(leaf.amount))
    return { ok: false, reason: 'the amount is not a whole, non-negative number of hundredths' };
  if (!isHash(leaf.salt))
    return { ok: false, reason: 'the salt is not 64 lowercase hex characters' };
  if (!isHash(leaf.userHash))
    return { ok: false, reason: 'the user hash is not 64 lowercase hex characters' };
  if (expected.userId !== undefined && sha256(expected.userId.toLowerCase()) !== leaf.userHash)
    return { ok: false, reason: 'the leaf is not this user id’s' };
  let hash = sha256(`leaf:${leaf.salt}:${leaf.userHash}:${leaf.amount}`);
  let sum = leaf.amount;
  for (const [i, step] of (
    p.path as { hash?: unknown; sum?: unknown; side?: unknown }[]
  ).entries()) {
    const at = `step ${i + 1}`;
    if (!isHash(step?.hash))
      return { ok: false, reason: `${at}: the sibling's hash is not 64 lowercase hex characters` };
    if (!isAmount(step.sum))
      return { ok: false, reason: `${at}: the sibling's sum is negative or not a whole number` };
    if (step.side !== 'left' && step.side !== 'right')
      return { ok: false, reason: `${at}: the side is neither left nor right` };
    const next = sum + step.sum;
    if (!Number.isSafeInteger(next)) return { ok: false, reason: `${at}: the sum overflows` };
    hash = sha256(
      step.side === 'left'
        ? `node:${step.hash}:${step.sum}:${hash}:${sum}`
        : `node:${hash}:${sum}:${step.hash}:${step.sum}`,
    );
    sum = next;
  }
  const root = expected.root ?? (isHash(p.root?.hash) ? p.root.hash : undefined);
  const total = expected.total ?? (isAmount(p.root?.sum) ? p.root.sum : undefined);
  if (root !== undefined && root !== hash)
    return { ok: false, reason: `the proof leads to root ${hash}, not ${root}` };
  if (total !== undefined && total !== sum)
    return { ok: false, reason: `the proof leads to a total of ${sum}, not ${total}` };
  return { ok: true, root: hash, total: sum };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' }, total: { type: 'string' }, user: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error(
      'usage: npx tsx tools/verify-liabilities.ts proof.json [--root <hash>] [--total <n>] [--user <id>]',
    );
    process.exit(2);
  }
  const proof = JSON.parse(readFileSync(file, 'utf8')) as {
    at?: string;
    leaf?: { amount?: number };
  };
  const result = checkProof(proof, {
    root: values.root,
    total: values.total === undefined ? undefined : Number(values.total),
    userId: values.user,
  });
  if (!result.ok) {
    console.error(`NOT VERIFIED: ${result.reason}`);
    process.exit(1);
  }
  console.log(`verified: the amount ${proof.leaf?.amount} (hundredths) is one leaf of the tree`);
  console.log(
    `root ${result.root}, total ${result.total} (hundredths)${proof.at ? `, built ${proof.at}` : ''}`,
  );
  if (!values.root)
    console.log(
      'compare this root and total with the published list: GET /api/open-books/liabilities',
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
