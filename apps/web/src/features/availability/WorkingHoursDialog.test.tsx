import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { viewerTimeZone } from '@solace/shared';
import { describedText, sentRequest, stubApi, Wrapper } from '../../test/render';
import { WorkingHoursDialog } from './WorkingHoursDialog';

const noneSaved = { '/doctor/working-hours': { body: { hours: null } } };

function renderDialog() {
  const notify = vi.fn();
  const onClose = vi.fn();
  render(
    <Wrapper>
      <WorkingHoursDialog onClose={onClose} notify={notify} />
    </Wrapper>,
  );
  return { notify, onClose, dialog: within(screen.getByRole('dialog', { name: 'Working hours' })) };
}

/** The editor, once the hours last used have been read. */
async function openEditor() {
  const opened = renderDialog();
  await screen.findByRole('group', { name: 'Monday' });
  // The editor is a dialog of its own, drawn in place of the loading one.
  return { ...opened, dialog: within(screen.getByRole('dialog', { name: 'Working hours' })) };
}

const day = (name: string) => within(screen.getByRole('group', { name }));
const input = (group: ReturnType<typeof day>, label: string, index = 0) =>
  group.getAllByLabelText<HTMLInputElement>(label)[index]!;

describe('WorkingHoursDialog', () => {
  it('opens on Monday to Friday, 09:00 to 17:00, and counts the sessions', async () => {
    stubApi(noneSaved);
    await openEditor();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(input(day(name), 'From').value).toBe('09:00');
      expect(input(day(name), 'To').value).toBe('17:00');
    }
    expect(day('Saturday').getByText('Not working')).toBeTruthy();
    expect(day('Sunday').getByText('Not working')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '40 sessions a week, up to 160 over 4 weeks',
    );
  });

  it('sends Monday’s two ranges copied to every weekday in one request, and says what was added', async () => {
    const fetchMock = stubApi({
      ...noneSaved,
      'POST /doctor/working-hours': { body: { success: true, added: 78, skipped: 2 } },
    });
    const { notify, onClose, dialog } = await openEditor();
    const monday = day('Monday');
    fireEvent.change(input(monday, 'To'), { target: { value: '13:00' } });
    await userEvent.click(monday.getByRole('button', { name: 'Add hours on Monday' }));
    expect(input(monday, 'From', 1).value).toBe('14:00');
    expect(input(monday, 'To', 1).value).toBe('18:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    expect(day('Friday').getAllByLabelText('From')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(
      'success',
      '78 sessions added, 2 skipped because the time was taken',
    );
    const { url, method, body } = sentRequest(fetchMock, 1);
    expect([method, url]).toEqual(['POST', '/api/doctor/working-hours']);
    const ranges = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '09:00', end: '13:00' },
      { weekday, start: '14:00', end: '18:00' },
    ]);
    expect(body).toEqual({
      ranges: expect.arrayContaining(ranges),
      session_minutes: 50,
      break_minutes: 10,
      weeks: 4,
      time_zone: viewerTimeZone(),
    });
    expect((body as { ranges: unknown[] }).ranges).toHaveLength(10);
  });

  it('shows a range that ends before it starts under its field, and sends nothing', async () => {
    const fetchMock = stubApi(noneSaved);
    const { dialog, onClose } = await openEditor();
    fireEvent.change(input(day('Wednesday'), 'To'), { target: { value: '08:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));
    expect(day('Wednesday').getByText('End time must be after start time')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the saved hours only
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses the first wrong range on screen (not in the list) and says why under each', async () => {
    const fetchMock = stubApi(noneSaved);
    const { dialog } = await openEditor();
    const monday = day('Monday');
    // Monday's added range is the last of the list, and the first wrong one on screen.
    await userEvent.click(monday.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(input(day('Wednesday'), 'To'), { target: { value: '08:00' } });
    fireEvent.change(input(monday, 'From', 1), { target: { value: '16:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));

    const overlapping = input(monday, 'From', 1);
    await waitFor(() => expect(document.activeElement).toBe(overlapping));
    expect(overlapping.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(overlapping)).toBe('Ranges on the same day must not overlap.');
    expect(input(monday, 'From').getAttribute('aria-invalid')).toBe('false');
    const wednesday = input(day('Wednesday'), 'To');
    expect(describedText(wednesday)).toBe('End time must be after start time');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the saved hours only
    // Fixed, the message goes as it is typed.
    fireEvent.change(overlapping, { target: { value: '18:00' } });
    expect(overlapping.getAttribute('aria-invalid')).toBe('false');
    expect(describedText(wednesday)).toBe('End time must be after start time');
  });

  it('shows a refusal naming one range under that range’s field, and focuses it', async () => {
    const overlap = 'Ranges on the same day must not overlap.';
    stubApi({
      ...noneSaved,
      'POST /doctor/working-hours': {
        status: 400,
        body: {
          error: overlap,
          code: 'VALIDATION_FAILED',
          // The zone has no field: its problem goes to the summary.
          fields: { 'ranges.3.start': overlap, time_zone: 'This time zone is not known.' },
        },
      },
    });
    const { notify, dialog, onClose } = await openEditor();
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));

    const thursday = input(day('Thursday'), 'From');
    await waitFor(() => expect(document.activeElement).toBe(thursday));
    expect(thursday.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(thursday)).toBe(overlap);
    expect(input(day('Wednesday'), 'From').getAttribute('aria-invalid')).toBe('false');
    expect(input(day('Thursday'), 'To').getAttribute('aria-invalid')).toBe('false');
    expect(dialog.getByRole('alert').textContent).toBe('This time zone is not known.');
    expect(notify).toHaveBeenCalledWith('error', overlap);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says in the summary that a week without hours has nothing to create', async () => {
    const fetchMock = stubApi(noneSaved);
    const { dialog } = await openEditor();
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(
        day(name).getByRole('button', { name: `Remove ${name} 09:00 to 17:00` }),
      );
    }
    expect(screen.getByRole('status').textContent).toBe('No session fits in these hours.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Add at least one range of working hours.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('removes a day’s hours, and shows the server’s refusal', async () => {
    stubApi({
      ...noneSaved,
      'POST /doctor/working-hours': {
        status: 409,
        body: {
          error: 'You can offer at most 2000 upcoming slots. Remove some before adding more.',
          message: 'You can offer at most 2000 upcoming slots. Remove some before adding more.',
          code: 'TOO_MANY_SLOTS',
        },
      },
    });
    const { notify, dialog, onClose } = await openEditor();
    await userEvent.click(
      day('Friday').getByRole('button', { name: 'Remove Friday 09:00 to 17:00' }),
    );
    expect(day('Friday').getByText('Not working')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('32 sessions a week');
    await userEvent.click(dialog.getByRole('button', { name: 'Create sessions' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'You can offer at most 2000 upcoming slots. Remove some before adding more.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens with the hours last used', async () => {
    const hours = {
      ranges: [
        { weekday: 2, start: '10:00', end: '12:00' },
        { weekday: 6, start: '09:30', end: '11:30' },
      ],
      session_minutes: 60,
      break_minutes: 0,
      weeks: 3,
    };
    stubApi({ '/doctor/working-hours': { body: { hours } } });
    await openEditor();
    expect(day('Monday').getByText('Not working')).toBeTruthy();
    expect(input(day('Tuesday'), 'From').value).toBe('10:00');
    expect(input(day('Saturday'), 'To').value).toBe('11:30');
    expect(screen.getByLabelText<HTMLSelectElement>('Session length').value).toBe('60');
    expect(screen.getByLabelText<HTMLSelectElement>('Weeks ahead').value).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('4 sessions a week, up to 12 over 3 weeks');
  });
});
