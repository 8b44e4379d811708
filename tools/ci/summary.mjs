// Closes a CI run: the ten slowest test files of each suite, a budget line per step (a
// warning for a step over its budget; it does not fail the run), and one closing line:
// "ci: N passed, N failed". Usage: summary.mjs STEPS.tsv SUITE=REPORT.json ...
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { countTests, slowestFiles } from './reports.mjs';

// Minutes each step may take on the two-core CI machine.
const BUDGETS = {
  'unit and integration tests': 10,
  'postgres suite': 5,
  'end-to-end suite': 12,
  'scene suite': 3,
};

const [stepsFile, ...suiteArgs] = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const argument of suiteArgs) {
  const [suite, file] = argument.split('=');
  if (!existsSync(file)) {
    console.log(`\n${suite}: no report (${file})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counted = countTests(report);
  for (const key of Object.keys(totals)) totals[key] += counted[key];
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
for (const [name, seconds] of steps) {
  const budget = BUDGETS[name];
  if (budget === undefined) continue;
  const over = Number(seconds) > budget * 60;
  const line = `  ${name}: ${seconds} s of ${budget * 60} s`;
  console.log(over ? `${line}  WARNING: over budget` : line);
  if (over)
    console.log(`::warning:: step "${name}" took ${seconds} s, over its ${budget} min budget`);
}
// Some steps run side by side: the whole run is the clock's figure, not their sum.
const total = Number(process.env.CI_SECONDS ?? steps.reduce((sum, [, s]) => sum + Number(s), 0));
const whole = 30 * 60;
console.log(
  `  the whole run: ${total} s of ${whole} s${total > whole ? '  WARNING: over budget' : ''}`,
);

const extraFailures = Number(process.env.CI_STEP_FAILURES ?? 0);
console.log(
  `\nci: ${totals.passed} passed, ${totals.failed + extraFailures} failed, ${totals.skipped} skipped`,
);
