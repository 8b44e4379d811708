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
