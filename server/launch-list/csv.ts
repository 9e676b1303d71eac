// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a leading formula character is neutralised with a single quote, as OWASP
 * advises, and a cell holding a comma, a semicolon, a quote or a line break is quoted with its
 * quotes doubled (RFC 4180): a spreadsheet that splits on semicolons (the separator of many
 * locales) then reads `x;=1+1` as one cell, not as a formula after a semicolon.
 */
export function csvCell(value: string) {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line with its CRLF end (RFC 4180). */
export function csvLine(cells: readonly string[]) {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV document: the header line, then one line per row.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
) {
  return [header, ...rows].map(csvLine).join("");
}
