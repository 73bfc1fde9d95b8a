import fs from 'node:fs';

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

/**
 * Adds up vitest JSON reports. A test file that failed without a failing test (it did not load,
 * or a hook threw) counts as one failure, so a broken file never disappears from the count.
 * A report that is missing counts as one failure too.
 */
export function summarise(files: string[]): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    if (!fs.existsSync(file)) {
      failed += 1;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestJsonReport;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      const failedInside = suite.assertionResults.some((a) => a.status === 'failed');
      if (suite.status === 'failed' && !failedInside) failed += 1;
    }
  }
  return { passed, failed };
}
