import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsText, icsUri, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'b7a4c3e2-0000-4000-8000-000000000001@solace',
  start: new Date('2030-06-03T09:00:00Z'),
  end: new Date('2030-06-03T09:50:00Z'),
  summary: 'Solace session: Asha Rao with Dr. Meera Kapoor',
  description: 'Join the video consultation: https://solace.example/room/abc',
  url: 'https://solace.example/room/abc',
  organizerEmail: 'meera.kapoor@solace.example',
  attendeeEmails: ['asha@solace.example'],
  sequence: 0,
};
const now = new Date('2030-06-01T12:00:00Z');

/** The content lines as a calendar reads them: unfolded, without their CRLF. */
function contentLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
  }
  return ics.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
}

describe('the calendar invitation (RFC 5545)', () => {
  it('is one property a line, in the order calendars expect', () => {
    const lines = contentLines(buildIcs(event, now));
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Solace//Sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:b7a4c3e2-0000-4000-8000-000000000001@solace',
      'SEQUENCE:0',
      'DTSTAMP:20300601T120000Z',
      'DTSTART:20300603T090000Z',
      'DTEND:20300603T095000Z',
      'SUMMARY:Solace session: Asha Rao with Dr. Meera Kapoor',
      'DESCRIPTION:Join the video consultation: https://solace.example/room/abc',
      'URL:https://solace.example/room/abc',
      'ORGANIZER:mailto:meera.kapoor@solace.example',
      'ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:asha@solace.example',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('keeps a carriage return in a stored name from splitting a line or adding an attendee', () => {
    const ics = buildIcs(
      {
        ...event,
        summary: 'Solace session: Asha\rATTENDEE:mailto:eve@evil.example with Dr. Kapoor',
        description: 'line one\r\nline two\nline three\u0000\u0007\u0085',
        attendeeEmails: ['asha\r\nATTENDEE:mailto:eve@evil.example'],
      },
      now,
    );
    const lines = contentLines(ics);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([
      'ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:asha%0D%0AATTENDEE:mailto:eve@evil.example',
    ]);
    expect(lines).toContain(
      'SUMMARY:Solace session: Asha\\nATTENDEE:mailto:eve@evil.example with Dr. Kapoor',
    );
    expect(lines).toContain('DESCRIPTION:line one\\nline two\\nline three');
    expect(lines).toHaveLength(19);
  });

  it('escapes backslash, semicolon and comma in text', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icsText('tab\tstays')).toBe('tab\tstays');
  });

  it('percent-encodes what could end a URI', () => {
    expect(icsUri('https://solace.example/room/abc?x=1')).toBe(
      'https://solace.example/room/abc?x=1',
    );
    expect(icsUri('a b\u0000"c')).toBe('a%20b%00%22c');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const name = 'Ananya Śarmā 🌿 '.repeat(12);
    const ics = buildIcs({ ...event, summary: `Solace session: ${name} with Dr. Kapoor` }, now);
    const lines = contentLines(ics);
    expect(lines).toContain(`SUMMARY:Solace session: ${name} with Dr. Kapoor`);
    expect(ics).toMatch(/\r\n [^\r\n]/);
    // Cut between characters only: each physical line is whole UTF-8 on its own.
    for (const line of ics.split('\r\n')) {
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    const folded = foldLine('X'.repeat(200));
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 75, 52]);
    expect(foldLine('short')).toBe('short');
  });
});
