// Closes a CI run: the ten slowest test files of each suite, a budget line per step (a
// warning for a step over its budget; it does not fail the run), and one closing line:
// "ci: N passed, N failed". Usage: summary.mjs STEPS.tsv SUITE=REPORT.json ...
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { countTests, failedTests, failureReasons, slowestFiles } from './reports.mjs';

// Minutes each suite may take on the two-core CI machine, and the steps it runs in (a
// suite's steps run one after the other: their sum is its time).
const BUDGETS = {
  'unit, client and integration tests': {
    minutes: 7,
    steps: ['unit and client tests', 'integration tests'],
  },
  'postgres suite': { minutes: 5, steps: ['postgres suite'] },
  'end-to-end suite': { minutes: 12, steps: ['end-to-end suite', 'end-to-end alone'] },
  'scene suite': { minutes: 3, steps: ['scene suite', 'scene frame timing'] },
  'cluster suite': { minutes: 3, steps: ['cluster suite'] },
  // The chaos suite bounds itself to 2.5 minutes (its longest part fills what is left).
  'chaos suite': { minutes: 2.5, steps: ['chaos suite'] },
};

const [stepsFile, ...suiteArgs] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const retried = [];
const relativeName = (name) => (name.startsWith('/') ? relative(process.cwd(), name) : name);
for (const argument of suiteArgs) {
  const [suite, file] = argument.split('=');
  if (!existsSync(file)) {
    console.log(`\n${suite}: no report (${file})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counted = countTests(report);
  for (const key of Object.keys(totals)) totals[key] += counted[key];
  const { failed, flaky } = failedTests(report);
  const reasons = new Map(failureReasons(report).map(({ name, reason }) => [name, reason]));
  failures.push(
    ...failed.map((name) =>
      [`${suite}: ${relativeName(name)}`, ...(reasons.get(name) ?? []).map((l) => `    ${l}`)].join(
        '\n  ',
      ),
    ),
  );
  retried.push(...flaky.map((name) => `${suite}: ${relativeName(name)}`));
  console.log(`\n${suite}: the ten slowest files`);
  for (const { path, seconds } of slowestFiles(report, 10))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${relative(process.cwd(), path)}`);
}

console.log('\nstep budgets');
const steps = existsSync(stepsFile)
  ? readFileSync(stepsFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
  : [];
const secondsOf = new Map(steps.map(([name, seconds]) => [name, Number(seconds)]));
for (const [name, budget] of Object.entries(BUDGETS)) {
  const ran = budget.steps.filter((step) => secondsOf.has(step));
  if (ran.length === 0) continue;
  const seconds = ran.reduce((sum, step) => sum + secondsOf.get(step), 0);
  const over = seconds > budget.minutes * 60;
  const parts =
    ran.length > 1 ? ` (${ran.map((step) => `${step} ${secondsOf.get(step)} s`).join(' + ')})` : '';
  const line = `  ${name}: ${seconds} s of ${budget.minutes * 60} s${parts}`;
  console.log(over ? `${line}  WARNING: over budget` : line);
  if (over)
    console.log(`::warning:: "${name}" took ${seconds} s, over its ${budget.minutes} min budget`);
}
// Some steps run side by side: the whole run is the clock's figure, not their sum.
const total = Number(process.env.CI_SECONDS ?? steps.reduce((sum, [, s]) => sum + Number(s), 0));
const whole = 30 * 60;
console.log(
  `  the whole run: ${total} s of ${whole} s${total > whole ? '  WARNING: over budget' : ''}`,
);

// Named last, where a log read from its tail still shows them.
if (retried.length > 0)
  console.log(`\npassed on a retry (flaky):\n${retried.map((n) => `  ${n}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((n) => `  ${n}`).join('\n')}`);
const failedSteps =
  steps.length > 0 ? (process.env.CI_FAILED_STEPS ?? '').split('|').filter(Boolean) : [];
if (failedSteps.length > 0) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);

const extraFailures = Number(process.env.CI_STEP_FAILURES ?? 0);
console.log(
  `\nci: ${totals.passed} passed, ${totals.failed + extraFailures} failed, ${totals.skipped} skipped`,
);
