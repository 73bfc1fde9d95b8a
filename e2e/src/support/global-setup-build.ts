import { buildWebOnce } from './build-web';
import { chromePath } from './chrome-path';

/** The waiting journeys start servers of their own: they need the build and Chromium only. */
export default function setup() {
  chromePath();
  buildWebOnce();
}
