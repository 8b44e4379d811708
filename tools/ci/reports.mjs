// Reads vitest's and Playwright's JSON reports: their counts and each file's time.

/** Passed, failed and skipped tests of one report. */
export function countTests(report) {
  if (typeof report.numPassedTests === 'number')
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  if (report.stats)
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  return { passed: 0, failed: 0, skipped: 0 };
}

/** The `count` files that took longest, slowest first: { path, seconds }. */
export function slowestFiles(report, count) {
  return [...fileSeconds(report)]
    .map(([path, seconds]) => ({ path, seconds }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

function fileSeconds(report) {
  const seconds = new Map();
  const add = (path, value) => seconds.set(path, (seconds.get(path) ?? 0) + value);
  if (Array.isArray(report.testResults)) {
    // vitest: one entry per file, with its start and end
    for (const file of report.testResults) add(file.name, (file.endTime - file.startTime) / 1000);
  } else if (Array.isArray(report.suites)) {
    // Playwright: suites nest; every result of every test counts toward its file
    const walk = (suite, file) => {
      const path = suite.file ?? file;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? []) add(path, (result.duration ?? 0) / 1000);
      for (const child of suite.suites ?? []) walk(child, path);
    };
    for (const suite of report.suites) walk(suite, suite.file);
  }
  return seconds;
}

/**
 * The tests that failed, and those that passed only on a retry, as "file › title" lines:
 * the closing lines name them, since a CI log may be read from its tail only.
 */
export function failedTests(report) {
  const failed = [];
  const flaky = [];
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) {
      const failing = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failing) failed.push(`${file.name} › ${test.fullName ?? test.title}`);
      // a file that failed to load has no failing test of its own
      if (file.status === 'failed' && failing.length === 0)
        failed.push(`${file.name} › ${firstLine(file.message) || 'the file failed'}`);
    }
  } else if (Array.isArray(report.suites)) {
    const walk = (suite, file, titles) => {
      const path = suite.file ?? file;
      const here = suite.title && suite.title !== path ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) {
          const name = `${path} › ${[...here, spec.title].join(' › ')}`;
          if (test.status === 'unexpected') failed.push(`${name}${projectOf(test)}`);
          else if (test.status === 'flaky') flaky.push(`${name}${projectOf(test)}`);
        }
      for (const child of suite.suites ?? []) walk(child, path, here);
    };
    for (const suite of report.suites) walk(suite, suite.file, []);
  }
  return { failed, flaky };
}

const projectOf = (test) => (test.projectName ? ` [${test.projectName}]` : '');
const firstLine = (text) => (typeof text === 'string' ? text.split('\n')[0].slice(0, 160) : '');

/**
 * Why each failed test failed: { name, reason }, the reason being the first lines of its
 * error (colour codes removed), so a log read from its tail says what broke, not only where.
 */
export function failureReasons(report, lines = 4) {
  const reasons = [];
  const clip = (text, count = lines) =>
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim().length > 0)
      .slice(0, count)
      .map((line) => line.slice(0, 200));
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults)
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          reasons.push({
            name: `${file.name} › ${test.fullName ?? test.title}`,
            reason: clip(test.failureMessages?.[0]),
          });
  } else if (Array.isArray(report.suites)) {
    const walk = (suite, file, titles) => {
      const path = suite.file ?? file;
      const here = suite.title && suite.title !== path ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const last = (test.results ?? []).at(-1);
            // A test timeout's own error says only that; the next one names the step it
            // was stuck in (a click, a navigation) and its call log says why.
            const errors = last?.errors?.length ? last.errors : [last?.error].filter(Boolean);
            const timedOut = /^Test timeout of \d+ms exceeded/.test(errors[0]?.message ?? '');
            reasons.push({
              name: `${path} › ${[...here, spec.title].join(' › ')}${projectOf(test)}`,
              reason: timedOut
                ? [...clip(errors[0]?.message).slice(0, 1), ...clip(errors[1]?.message, lines * 2)]
                : clip(errors[0]?.message),
            });
          }
      for (const child of suite.suites ?? []) walk(child, path, here);
    };
    for (const suite of report.suites) walk(suite, suite.file, []);
  }
  return reasons;
}
