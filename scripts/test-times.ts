/**
 * Where CI's time goes: `tsx scripts/test-times.ts a.json b.json` prints, per vitest report, each
 * suite's summed file time and the slowest files. Suites run in lanes side by side and files
 * within a lane partly beside each other (scripts/test-lanes.ts), so sums say what costs, not the
 * wall clock; each lane's own wall clock is in the log above ("=== lane: ended after N s").
 */
import fs from 'node:fs';
import path from 'node:path';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
}

const SUITES: [string, RegExp][] = [
  ['shared', /packages\/shared\//],
  ['server', /apps\/server\//],
  ['web', /apps\/web\//],
  ['e2e', /e2e\//],
  ['bench', /bench\//],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    startTime?: number;
    testResults: FileResult[];
  };
  if (report.testResults.length === 0) continue;
  const files = report.testResults.map((r) => ({
    name: path.relative(process.cwd(), r.name),
    ms: r.endTime - r.startTime,
  }));
  const end = Math.max(...report.testResults.map((r) => r.endTime));
  const wall = report.startTime ? ` in ${seconds(end - report.startTime)} of wall clock` : '';
  console.log(`time by suite (${path.basename(file)}, ${files.length} files${wall}):`);
  for (const [suite, pattern] of SUITES) {
    const mine = files.filter((f) => pattern.test(f.name));
    if (mine.length > 0) {
      const total = mine.reduce((sum, f) => sum + f.ms, 0);
      console.log(`  ${suite.padEnd(7)} ${seconds(total).padStart(6)}  (${mine.length} files)`);
    }
  }
  console.log('  slowest files:');
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    console.log(`  ${seconds(f.ms).padStart(6)}  ${f.name}`);
  }
}
