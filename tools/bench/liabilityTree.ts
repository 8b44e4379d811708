// Proof of liabilities: building the Merkle sum tree for N accounts as the server does (each
// player's salt by HMAC, their hashed id, the leaf, every level up to the root), its time and
// the process's peak memory; then proofs for a sample of players, each checked. Runs in a
// child process of its own so the peak is the tree's, not the other sections'.
// Alone: `npx tsx tools/bench/liabilityTree.ts --accounts 1000000`.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { saltOf, treeOf, userHashOfId } from '../../src/server/domain/liabilities';
import { pathOf, verifyProof } from '../../src/shared/liabilities/merkleSumTree';
import { sha256TextHex } from '../../src/shared/liabilities/sha256';

const SAMPLE = 1_000;
const KEY = 'bench key';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function measure(accounts: number) {
  const players = Array.from({ length: accounts }, (_, i) => ({
    userId: randomUUID(),
    amount: (i * 7919) % 10_000_000,
  }));
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const tree = treeOf(KEY, players);
  const buildMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // The machine may be shared: CPU time says what the build costs, wall time what it took.
  const buildCpuMs = (cpu.user + cpu.system) / 1000;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const proofStarted = performance.now();
  let verified = 0;
  for (let i = 0; i < SAMPLE; i++) {
    const index = Math.floor((i / SAMPLE) * accounts);
    const { userId, amount } = players[index]!;
    const leaf = { salt: saltOf(KEY, userId), userHash: userHashOfId(userId), amount };
    const proof = { leaf, path: pathOf(tree, index) };
    if (verifyProof(proof, tree.root, sha256TextHex).ok) verified++;
  }
  const proofMs = (performance.now() - proofStarted) / SAMPLE;
  return {
    accounts,
    buildMs,
    buildCpuMs,
    before,
    peakRss,
    proofMs,
    verified,
    total: tree.root.sum,
  };
}

/** The section of `npm run bench`: one child process, one line of figures. */
export function liabilityTreeSection(accounts: number) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tools/bench/liabilityTree.ts', '--accounts', String(accounts), '--json'],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const r = JSON.parse(out.trim().split('\n').pop()!) as ReturnType<typeof measure>;
  console.log(
    `\nProof of liabilities: the Merkle sum tree for ${r.accounts.toLocaleString('en')} accounts`,
  );
  console.log(
    `  build (salts, leaves, levels)   ${(r.buildMs / 1000).toFixed(2)} s (${(r.buildCpuMs / 1000).toFixed(2)} s of CPU)`,
  );
  console.log(
    `  peak resident memory            ${mb(r.peakRss)} (${mb(r.before)} before the build, the accounts included)`,
  );
  console.log(
    `  one proof, made and checked     ${r.proofMs.toFixed(3)} ms (${r.verified} of ${SAMPLE} verified)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string', default: '1000000' },
      json: { type: 'boolean', default: false },
    },
  });
  if (values.json) console.log(JSON.stringify(measure(Number(values.accounts))));
  else liabilityTreeSection(Number(values.accounts));
}
