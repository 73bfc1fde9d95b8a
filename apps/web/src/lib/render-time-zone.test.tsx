import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatClockTime, viewerTimeZone } from '@solace/shared';
import { setServerRender, useRenderTimeZone } from './render-time-zone';

const start = new Date('2026-12-01T10:00:00Z');

function Start() {
  return <p>{formatClockTime(start, useRenderTimeZone())}</p>;
}

/** A zone other than this machine's, as a server's may be. */
const serverZone = viewerTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';

afterEach(() => setServerRender(undefined));

describe('times on a server-rendered page', () => {
  it("hydrate in the server's zone without a mismatch, then show the viewer's", async () => {
    setServerRender({ timeZone: serverZone, now: new Date() });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Start />);
    expect(container.textContent).toBe(formatClockTime(start, serverZone));

    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Start />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toBe(formatClockTime(start));
    expect(container.textContent).not.toBe(formatClockTime(start, serverZone));
  });
});
