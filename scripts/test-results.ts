import fs from 'node:fs';

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name?: string;
    status: string;
    message?: string;
    assertionResults: {
      status: string;
      fullName?: string;
      title?: string;
      failureMessages?: string[];
    }[];
  }[];
}

interface TestSummary {
  passed: number;
  failed: number;
  /**
   * One entry per failure ("file › test", or the file and why it failed to run), with the first
   * lines of its error indented below: CI's log ends saying what failed and why, even when only
   * its tail is kept.
   */
  failures: string[];
}

/** The start of an error message, indented under its test (colour codes gone), or nothing. */
function firstLines(message: string, count = 4): string {
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `    ${line.slice(0, 300)}`);
  return lines.length > 0 ? `\n${lines.join('\n')}` : '';
}

/**
 * Adds up vitest JSON reports. A test file that failed without a failing test (it did not load,
 * or a hook threw) counts as one failure, so a broken file never disappears from the count.
 * A report that is missing counts as one failure too.
 */
export function summarise(files: string[]): TestSummary {
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  for (const file of files) {
    if (!fs.existsSync(file)) {
      failed += 1;
      failures.push(`${file}: no report (the run did not finish)`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestJsonReport;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      const where = suite.name ?? file;
      const failedInside = suite.assertionResults.filter((a) => a.status === 'failed');
      for (const test of failedInside) {
        const why = firstLines(test.failureMessages?.[0] ?? '');
        failures.push(`${where} › ${test.fullName ?? test.title}${why}`);
      }
      if (suite.status === 'failed' && failedInside.length === 0) {
        failed += 1;
        failures.push(`${where}: ${(suite.message ?? 'failed to run').split('\n')[0]}`);
      }
    }
    if (report.testResults.length === 0 && report.numFailedTests > 0) {
      failures.push(`${file}: failed`);
    }
  }
  return { passed, failed, failures };
}
