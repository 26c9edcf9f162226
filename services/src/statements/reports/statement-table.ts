// A statement as CSV or Excel: the opening balance, every line, the closing balance, and the ledger check; times on the
// reader's wall clock (decision 0045).
import type { Response } from 'express';
import type { Locale, StatementLineView, StatementView } from '@ledgerhouse/contracts';
import { wallClockText, writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { detailsText, entryText } from './statement-line-text';
import { STATEMENT_WORDS, fill } from './statement-words';

/** A table row: a line, or the opening, closing or check row around them. */
type Row = { line: StatementLineView } | { label: (locale: Locale) => string; balanceCents: number | null; at: string };

const both = <K extends keyof (typeof STATEMENT_WORDS)['en-US']>(key: K) => ({
  'en-US': STATEMENT_WORDS['en-US'][key],
  'ru-RU': STATEMENT_WORDS['ru-RU'][key],
});

const columns = (timeZone: string): DownloadColumn<Row>[] => [
  {
    key: 'date',
    header: { 'en-US': `Date (${timeZone})`, 'ru-RU': `Дата (${timeZone})` },
    value: (r) => wallClockText('line' in r ? r.line.at : r.at, timeZone),
  },
  { key: 'entry', header: both('entry'), value: (r, l) => ('line' in r ? entryText(r.line, l) : r.label(l)) },
  { key: 'document', header: both('document'), value: (r) => ('line' in r ? (r.line.documentId ?? '') : '') },
  { key: 'details', header: both('details'), value: (r, l) => ('line' in r ? detailsText(r.line, l) : '') },
  { key: 'amount', header: both('amount'), value: (r) => ('line' in r ? r.line.amountCents : ''), money: true },
  { key: 'balance', header: both('balance'), value: (r) => ('line' in r ? r.line.balanceAfterCents : (r.balanceCents ?? '')), money: true },
];

export async function writeStatementTable(
  res: Response,
  statement: StatementView,
  lines: AsyncIterable<StatementLineView[]>,
  format: 'csv' | 'xlsx',
  timeZone: string,
): Promise<void> {
  async function* rows(): AsyncIterable<Row[]> {
    yield [{ label: (l) => STATEMENT_WORDS[l].opening, balanceCents: statement.opening.projectedCents, at: statement.opening.at }];
    for await (const page of lines) yield page.map((line) => ({ line }));
    const { closing, opening } = statement;
    const check = (l: Locale) =>
      statement.verified
        ? STATEMENT_WORDS[l].verified
        : fill(STATEMENT_WORDS[l].notVerified, { opening: opening.ledgerCents / 100, closing: closing.ledgerCents / 100 });
    yield [
      {
        label: (l) => (statement.closed ? STATEMENT_WORDS[l].closing : STATEMENT_WORDS[l].closingSoFar),
        balanceCents: closing.projectedCents,
        at: closing.at,
      },
      { label: check, balanceCents: null, at: closing.at },
    ];
  }
  await writeTableDownload(res, {
    format,
    fileName: `statement-${statement.month}`,
    sheetName: statement.month,
    columns: columns(timeZone),
    columnWidth: 24,
    pages: rows(),
  });
}
