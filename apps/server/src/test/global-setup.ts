import { buildTestServerBundle } from './server-bundle';

/**
 * The server suite's and the cluster suite's global set-up: the servers their tests start run
 * one bundle of the source, built here once (server-bundle.ts), unless `npm test` built it.
 */
export default function setup() {
  return buildTestServerBundle();
}
