/**
 * `npm test`: every suite (shared, server, web, browser journeys), then one closing line
 * "N passed, N failed" counting all of them.
 *
 * With arguments, one vitest run with them (`npm test -- --project server`). Without, the suites
 * run in lanes side by side, each lane a vitest process of its own: vitest runs the files of a
 * project that must not share a process one after another, and such projects one after another
 * too, so in one process the server suite, the journeys and the waiting journeys would queue
 * behind each other while the machine waits on browsers and clocks (see scripts/test-lanes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildTestServerBundle } from '@solace/server/test-server-bundle';
import { buildWebOnce } from '../e2e/src/support/build-web';
import { mergeReports, runLanes, testLanes } from './test-lanes';
import { summarise } from './test-results';

const resultsFile = path.resolve(process.env.TEST_RESULTS_FILE ?? '.test-results/vitest.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.rmSync(resultsFile, { force: true });

const lanes = testLanes(process.argv.slice(2));
// Every lane's journeys serve one build of the web app, and every lane's servers run one bundle
// of the server: both built here, once, before they start.
if (lanes.length > 1) buildWebOnce();
const removeBundle = lanes.length > 1 ? buildTestServerBundle() : undefined;
mergeReports(await runLanes(lanes, resultsFile), resultsFile);
removeBundle?.();

const { passed, failed } = summarise([resultsFile]);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
