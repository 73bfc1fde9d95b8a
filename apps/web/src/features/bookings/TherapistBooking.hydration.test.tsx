import { act } from '@testing-library/react';
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatLongDay, formatTimeRange } from '@solace/shared';
import { theme } from '../../app/theme';
import { AuthContext } from '../../lib/auth/auth-context';
import { setServerRender } from '../../lib/render-time-zone';
import { authValue, createTestQueryClient } from '../../test/render';
import { bookingKeys } from './bookings-api';
import { TherapistBooking } from './TherapistBooking';
import { bookedSlot, fixBookingPageClock, free } from './booking-test-render';
import { doctor } from './test-fixtures';

fixBookingPageClock();
afterEach(() => setServerRender(undefined));

/** A server far from this machine: its day is not the viewer's for much of the time. */
const serverZone =
  new Date().getTimezoneOffset() <= -300 ? 'Pacific/Honolulu' : 'Pacific/Kiritimati';

/** The booking screen as the server and the hydrating browser draw it: the session unknown. */
function Screen() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(bookingKeys.slots(doctor.id), {
    available: [free],
    booked: [bookedSlot],
  });
  queryClient.setQueryData(bookingKeys.policy, { cancelNoticeHours: 24 });
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={authValue('loading')}>
          <MemoryRouter initialEntries={[`/bookings/${doctor.id}`]}>
            <TherapistBooking doctor={doctor} />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

const start = new Date(free.start_time);
const end = new Date(free.end_time);
const timeLabel = (timeZone?: string) =>
  `Book ${formatLongDay(start, timeZone)}, ${formatTimeRange(start, end, timeZone)}`;

describe('the booking screen drawn by a server in another zone', () => {
  it("hydrates the server's days and times as they are, then shows the viewer's", async () => {
    // Drawn an hour ago: the page was kept since.
    setServerRender({ timeZone: serverZone, now: new Date(Date.now() - 3_600_000) });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen />);
    document.body.append(container);

    // The server's times, each a form's submit button that opens the page with it picked.
    const button = container.querySelector<HTMLButtonElement>(`button[value="${free.id}"]`)!;
    expect(button.getAttribute('aria-label')).toBe(timeLabel(serverZone));
    expect(button.type).toBe('submit');
    expect(button.name).toBe('slot');
    expect(button.form?.method).toBe('get');
    expect(button.form?.getAttribute('action')).toBe(`/bookings/${doctor.id}`);
    // The calendar is drawn for the viewer's screen, in the browser only.
    expect(container.querySelector('.rbc-calendar')).toBeNull();

    const mismatches = vi.fn();
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    // Unmounted however the test ends: a root left mounted would go on fetching in later files.
    onTestFinished(() => act(() => root?.unmount()));
    await act(async () => {
      root = hydrateRoot(container, <Screen />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    // React reports a differing attribute (a day marked today on one side only) here.
    expect(errors).not.toHaveBeenCalled();

    const hydrated = container.querySelector<HTMLButtonElement>(`button[value="${free.id}"]`)!;
    expect(hydrated.getAttribute('aria-label')).toBe(timeLabel());
    expect(container.querySelector('.rbc-calendar')).not.toBeNull();
    container.remove();
  });
});
