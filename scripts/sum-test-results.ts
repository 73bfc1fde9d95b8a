/**
 * CI's closing line: `tsx scripts/sum-test-results.ts a.json b.json` prints "N passed, N failed",
 * after a line per failed test, so the end of CI's log says what failed without scrolling up.
 */
import path from 'node:path';
import { summarise } from './test-results';

const { passed, failed, failures } = summarise(process.argv.slice(2));
const root = process.cwd() + path.sep;
for (const failure of failures) console.log(`failed: ${failure.replaceAll(root, '')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
