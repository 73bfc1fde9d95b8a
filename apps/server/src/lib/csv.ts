/**
 * CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, a quote or a line
 * break, quotes doubled, lines ended CRLF. UTF-8 with a byte-order mark, without which Excel
 * reads the file in the machine's legacy code page and mangles names like "Zoë" or "₹".
 */
export const CSV_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before one) as a
 * formula: a payer named `=HYPERLINK(…)` would run in the accountant's Excel. Such text gets a
 * leading apostrophe, which spreadsheets show as text. Numbers we write ourselves pass as they
 * are (a refund's "-12.00" is a number, not a formula).
 */
function guarded(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function field(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : guarded(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV, CRLF ended. Strings are guarded against formulas; numbers are not. */
export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(field).join(',')}\r\n`;
}
