/** A calendar invitation (RFC 5545) for one session, or its cancellation. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  organizerEmail: string;
  attendeeEmails: string[];
  sequence: number;
  cancelled?: boolean;
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const LINE_BREAK = /\r\n|[\n\r]/g;
/** The controls TEXT forbids (RFC 5545, 3.3.11: all but tab), and the C1 controls as well. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
/** What may not appear raw in a URI value: controls, spaces and the characters that close it. */
// eslint-disable-next-line no-control-regex
const URI_UNSAFE = /[\u0000-\u0020\u007f-\u009f"<>\\^`{|}]/g;
const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, any line break
 * (CR, LF or both) written as `\n`, and every other control character dropped, since TEXT has
 * no way to write one. A name stored with a carriage return can neither split the line nor
 * start a property of its own.
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');
}

/** A URI value (`mailto:`, the video link): anything that could end or split it percent-encoded. */
export function icsUri(value: string): string {
  return value.replace(URI_UNSAFE, (c) =>
    Array.from(
      Buffer.from(c, 'utf8'),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join(''),
  );
}

/**
 * Folds a content line longer than 75 octets (RFC 5545, 3.1): CRLF and a space before each
 * further 74 octets, never inside a character.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Solace//Sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${icsUri(event.url)}`,
    `ORGANIZER:mailto:${icsUri(event.organizerEmail)}`,
    ...event.attendeeEmails.map((email) => `ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${icsUri(email)}`),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
