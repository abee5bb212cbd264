/** CSV writing shared by the server downloads and the browser ones (the Report Generator). */
/** A value that can be written as one CSV field. Blank for null and undefined. */
export type CsvValue = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a text cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field, RFC 4180: quoted when it holds a quote, comma or line break, with quotes
 * doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe; numbers
 * are written as they are, so negative figures stay numbers.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: one line per row, CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
