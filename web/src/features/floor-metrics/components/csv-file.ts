// A table saved as CSV in the browser: UTF-8 with BOM, formula-safe cells (as the server's reports).
const cell = (value: string | number) => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function csvText(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function saveCsv(fileName: string, headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csvText(headers, rows)], { type: 'text/csv;charset=utf-8' }));
  link.download = `${fileName}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
