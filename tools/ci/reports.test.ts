import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module without types, run by node in CI
import { countTests, slowestFiles } from './reports.mjs';

const vitestReport = {
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { name: '/r/a.test.ts', startTime: 1_000, endTime: 4_500 },
    { name: '/r/b.test.ts', startTime: 0, endTime: 9_000 },
    { name: '/r/c.test.ts', startTime: 0, endTime: 100 },
  ],
};

const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      file: 'a.spec.ts',
      specs: [{ tests: [{ results: [{ duration: 2_000 }, { duration: 500 }] }] }],
      suites: [{ specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] }],
    },
    { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 4_000 }] }] }] },
  ],
};

describe('CI reports', () => {
  it('counts vitest and Playwright tests', () => {
    expect(countTests(vitestReport)).toEqual({ passed: 5, failed: 1, skipped: 3 });
    expect(countTests(playwrightReport)).toEqual({ passed: 4, failed: 1, skipped: 0 });
  });

  it('orders vitest files by their own time, slowest first, and keeps the count', () => {
    expect(slowestFiles(vitestReport, 2)).toEqual([
      { path: '/r/b.test.ts', seconds: 9 },
      { path: '/r/a.test.ts', seconds: 3.5 },
    ]);
  });

  it('adds every result of a Playwright file, nested describes and retries included', () => {
    expect(slowestFiles(playwrightReport, 10)).toEqual([
      { path: 'b.spec.ts', seconds: 4 },
      { path: 'a.spec.ts', seconds: 3.5 },
    ]);
  });
});
