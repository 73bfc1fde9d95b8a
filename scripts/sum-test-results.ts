/** CI's closing line: `tsx scripts/sum-test-results.ts a.json b.json` prints "N passed, N failed". */
import { summarise } from './test-results';

const { passed, failed } = summarise(process.argv.slice(2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
