import { buildTestServerBundle } from '@solace/server/test-server-bundle';
import { buildWebOnce } from './build-web';
import { chromePath } from './chrome-path';

/**
 * The waiting journeys start servers of their own: they need the build, the server's bundle and
 * Chromium only.
 */
export default function setup() {
  chromePath();
  buildWebOnce();
  return buildTestServerBundle();
}
