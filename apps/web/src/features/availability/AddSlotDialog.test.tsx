import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitIntoSessions } from '@solace/shared';
import { sentRequest, stubApi, Wrapper } from '../../test/render';
import { AddSlotDialog, type AddSlotRequest } from './AddSlotDialog';

const NOW = new Date(2025, 2, 10, 12, 0);
const day = new Date(2025, 2, 12);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(request: AddSlotRequest = { date: day }) {
  const notify = vi.fn();
  const onClose = vi.fn();
  render(
    <Wrapper>
      <AddSlotDialog request={request} onClose={onClose} notify={notify} />
    </Wrapper>,
  );
  return { notify, onClose, dialog: screen.getByRole('dialog', { name: 'Add Slot' }) };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u202f/g, ' ');

describe('AddSlotDialog', () => {
  it('starts at 09:00 to 17:00 in 50-minute sessions with 10-minute breaks', () => {
    const { dialog } = renderDialog();
    expect(dialog.textContent).toContain('March 12, 2025');
    expect(field('Start Time').value).toBe('09:00');
    expect(field('End Time').value).toBe('17:00');
    expect(field('Session length').value).toBe('50');
    expect(field('Break between sessions').value).toBe('10');
    expect(field('Repeat weekly for').value).toBe('0');
    expect(plain(screen.getByRole('status').textContent)).toBe(
      '8 sessions: 9:00 AM - 9:50 AM, 10:00 AM - 10:50 AM, …',
    );
  });

  it('sends the split sessions as ISO date-times and says so', async () => {
    const fetchMock = stubApi({
      'POST /doctor/add-available-slots': { body: { success: true, added: 16 } },
    });
    const { notify, onClose } = renderDialog();
    fireEvent.change(field('Repeat weekly for'), { target: { value: '1' } });
    expect(screen.getByRole('status').textContent).toContain('16 slots in total over 2 weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith('success', '16 sessions added');
    const { url, method, body } = sentRequest(fetchMock, 0);
    expect([method, url]).toEqual(['POST', '/api/doctor/add-available-slots']);
    const expected = splitIntoSessions(
      new Date(2025, 2, 12, 9),
      new Date(2025, 2, 12, 17),
      50,
      10,
      1,
    );
    expect(body).toEqual({ slots: expected });
    expect(expected).toHaveLength(16);
    expect(expected[0]).toEqual({
      start_time: new Date(2025, 2, 12, 9).toISOString(),
      end_time: new Date(2025, 2, 12, 9, 50).toISOString(),
    });
  });

  it('needs the end after the start, and sends nothing otherwise', async () => {
    const fetchMock = stubApi({});
    renderDialog();
    fireEvent.change(field('End Time'), { target: { value: '08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(screen.getByRole('alert').textContent).toBe('End time must be after start time');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is wrong with the times and the repeat count at once', async () => {
    const fetchMock = stubApi({});
    renderDialog();
    fireEvent.change(field('End Time'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText(/Repeat weekly for/), { target: { value: '99' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(screen.getByRole('alert').textContent).toBe('End time must be after start time');
    expect(screen.getByLabelText(/Repeat weekly for/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a start in the past', async () => {
    const fetchMock = stubApi({});
    renderDialog({ date: new Date(2025, 2, 10) });
    // Today opens at the next whole hour; a time typed earlier than now is refused.
    fireEvent.change(field('Start Time'), { target: { value: '09:00' } });
    fireEvent.change(field('End Time'), { target: { value: '10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(screen.getByRole('alert').textContent).toBe('Cannot add slots in the past');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns when no session fits, without asking the server', async () => {
    const fetchMock = stubApi({});
    const { notify } = renderDialog();
    fireEvent.change(field('End Time'), { target: { value: '09:40' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    expect(notify).toHaveBeenCalledWith('warning', 'No slots were added');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s words when it refuses, and stays open', async () => {
    stubApi({
      'POST /doctor/add-available-slots': {
        status: 409,
        body: {
          error: 'This slot overlaps an existing slot.',
          message: 'This slot overlaps an existing slot.',
          code: 'SLOT_OVERLAP',
        },
      },
    });
    const { notify, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'This slot overlaps an existing slot.'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('warns when the server added none', async () => {
    stubApi({ 'POST /doctor/add-available-slots': { body: { success: true, added: 0 } } });
    const { notify } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('warning', 'No slots were added'));
  });

  it('reads Processing... and is disabled while saving', async () => {
    stubApi({ 'POST /doctor/add-available-slots': () => new Promise<Response>(() => {}) });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add Slot' }));
    const busy = (await screen.findByRole('button', {
      name: 'Processing...',
    })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
  });
});
