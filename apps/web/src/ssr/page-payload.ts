import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for the browser to hydrate it with exactly what the
 * server drew: the answers it drew from, the router's state, and the zone its times are in and
 * the moment it was drawn at (a kept page is read long after; see lib/render-time-zone.ts).
 * It travels as a JSON data block (not a script the page runs: the CSP allows none inline).
 */
interface PagePayload {
  queries: DehydratedState;
  router: HydrationState;
  timeZone: string;
  /** When the server drew the page, in milliseconds since the epoch. */
  renderedAt: number;
}

const PAYLOAD_ELEMENT_ID = 'solace-page';

/** JSON safe inside <script>: no `</script>`, no `<!--`, nothing a parser could end early on. */
export function payloadScript(payload: PagePayload): string {
  const json = JSON.stringify(payload).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script>`;
}

/** The payload of the page being loaded, if the server rendered it. */
export function readPagePayload(): PagePayload | undefined {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PagePayload) : undefined;
}
