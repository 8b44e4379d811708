import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module without types, run by node in CI
import { countTests, failedTests, failureReasons, slowestFiles } from './reports.mjs';

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

  it('names the failed tests of vitest, with a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/r/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'wallet pays once' },
          ],
        },
        {
          name: '/r/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\nat ...',
          assertionResults: [],
        },
        {
          name: '/r/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c' }],
        },
      ],
    };
    expect(failedTests(report)).toEqual({
      failed: ['/r/a.test.ts › wallet pays once', '/r/b.test.ts › Cannot find module x'],
      flaky: [],
    });
  });

  it('names Playwright failures and retried passes with their describes and project', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          title: 'a.spec.ts',
          specs: [{ title: 'plain', tests: [{ status: 'expected', projectName: 'chromium' }] }],
          suites: [
            {
              title: 'cashier',
              specs: [
                { title: 'withdraws', tests: [{ status: 'unexpected', projectName: 'alone' }] },
                { title: 'deposits', tests: [{ status: 'flaky', projectName: 'chromium' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(report)).toEqual({
      failed: ['a.spec.ts › cashier › withdraws [alone]'],
      flaky: ['a.spec.ts › cashier › deposits [chromium]'],
    });
  });

  it('says why each test failed: the first lines of its error, without colour codes', () => {
    const playwright = {
      suites: [
        {
          file: 'n.spec.ts',
          specs: [
            {
              title: 'covers nothing',
              tests: [
                {
                  status: 'unexpected',
                  projectName: 'chromium',
                  results: [
                    { error: { message: 'first try' } },
                    {
                      error: {
                        message:
                          '\u001b[31mError: expect(received)\u001b[39m\n\nExpected: []\nReceived: [1]\nmore\nand more',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failureReasons(playwright)).toEqual([
      {
        name: 'n.spec.ts › covers nothing [chromium]',
        reason: ['Error: expect(received)', 'Expected: []', 'Received: [1]', 'more'],
      },
    ]);
    const vitest = {
      testResults: [
        {
          name: '/r/a.test.ts',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'pays once',
              failureMessages: ['AssertionError: 2 !== 1\n  at x'],
            },
          ],
        },
      ],
    };
    expect(failureReasons(vitest)).toEqual([
      { name: '/r/a.test.ts › pays once', reason: ['AssertionError: 2 !== 1', '  at x'] },
    ]);
  });

  it('names the step a timed-out test was stuck in, and its call log', () => {
    const stuck = [
      'Error: locator.click: Test timeout of 60000ms exceeded.',
      'Call log:',
      "  - waiting for getByRole('button', { name: 'Account menu' })",
      '    - <div class="notice"></div> intercepts pointer events',
      '  - retrying click action',
    ].join('\n');
    const report = {
      suites: [
        {
          file: 's.spec.ts',
          specs: [
            {
              title: 'opens the menu',
              tests: [
                {
                  status: 'unexpected',
                  projectName: 'chromium',
                  results: [
                    {
                      error: { message: 'Test timeout of 60000ms exceeded.' },
                      errors: [
                        { message: 'Test timeout of 60000ms exceeded.' },
                        { message: stuck },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failureReasons(report)).toEqual([
      {
        name: 's.spec.ts › opens the menu [chromium]',
        reason: ['Test timeout of 60000ms exceeded.', ...stuck.split('\n')],
      },
    ]);
  });
});
