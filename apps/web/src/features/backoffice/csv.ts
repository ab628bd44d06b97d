/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A table as a CSV file's text: a byte-order mark first, so spreadsheet programs read the
 * Chinese, Khmer or Thai headings as UTF-8, and CRLF line ends.
 */
export const csvText = (rows: (string | number)[][]) =>
  `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;

/** Hands the browser a CSV file to save. */
export const downloadCsv = (fileName: string, rows: (string | number)[][]) => {
  const url = URL.createObjectURL(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
};
