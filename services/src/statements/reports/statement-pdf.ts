// A statement as PDF (pdf-lib, Roboto embedded so Cyrillic prints): header with both balances and the ledger check,
// then every line in a table, times in the reader's time zone, money in the reader's locale.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locale, StatementLineView, StatementView } from '@ledgerhouse/contracts';
import type { PDFPage } from 'pdf-lib';
import { deflateNatively } from './native-flate';
import { PdfRowStream } from './pdf-row-stream';
import { detailsText, entryText } from './statement-line-text';
import { STATEMENT_WORDS, fill } from './statement-words';
import { layoutUnshaped, type UnshapedFont } from './unshaped-layout';
import { woffToTtf } from './woff-to-ttf';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const SIZE = 8;
const ROW = 12;
/** Column widths (points) of date, entry, document, details, amount, balance; the last two right-aligned. */
const WIDTHS = [78, 110, 92, 125, 60, 58];

const fonts = new Map<string, Promise<Buffer>>();
/** roboto-fontface's WOFF as TrueType, read and unpacked once per process. */
function robotoTtf(name: 'Roboto-Regular' | 'Roboto-Medium'): Promise<Buffer> {
  let font = fonts.get(name);
  if (!font) {
    font = readFile(createRequire(__filename).resolve(`roboto-fontface/fonts/roboto/${name}.woff`)).then(woffToTtf);
    fonts.set(name, font);
  }
  return font;
}

export interface StatementPdfInput {
  statement: StatementView;
  lines: AsyncIterable<StatementLineView[]>;
  locale: Locale;
  timeZone: string;
  createdAt: Date;
}

export async function statementPdf({ statement, lines, locale, timeZone, createdAt }: StatementPdfInput): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'), // loaded on first use: most processes never print one
    import('@pdf-lib/fontkit'),
  ]);
  const words = STATEMENT_WORDS[locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  deflateNatively(pdf);
  const [regular, bold] = await Promise.all([
    robotoTtf('Roboto-Regular').then(async (bytes) => layoutUnshaped(await pdf.embedFont(bytes))),
    robotoTtf('Roboto-Medium').then(async (bytes) => layoutUnshaped(await pdf.embedFont(bytes))),
  ]);
  const title = `${words.title} ${statement.month}`;
  pdf.setTitle(title);
  pdf.setSubject(statement.verified ? words.verified : words.notVerified);
  pdf.setLanguage(locale);
  pdf.setCreator('Ledgerhouse');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const usd = (cents: number) => money.format(cents / 100);
  const time = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const fit = (text: string, width: number, font: UnshapedFont) => {
    if (font.width(text, SIZE) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.width(`${cut}…`, SIZE) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };

  const newPage = (): [PDFPage, PdfRowStream] => {
    const added = pdf.addPage([PAGE.width, PAGE.height]);
    return [added, new PdfRowStream(pdf, added)];
  };
  let [page, rows] = newPage();
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, size = SIZE, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(value, { x, y, size, font: font.font, color });
  // A table row as one text object (font once, then each cell placed and shown), written as operator text: drawText
  // per cell writes nine operators each, which for 60,000 cells is most of a long statement's time.
  const row = (cells: string[], font = regular) => {
    let x = PAGE.margin;
    const placed = cells.map((cell, i) => {
      const shown = fit(cell, WIDTHS[i] - 4, font);
      const left = i >= 4 ? x + WIDTHS[i] - 4 - font.width(shown, SIZE) : x;
      x += WIDTHS[i];
      return { x: left, y, hex: font.hex(shown) };
    });
    rows.row(font.font, SIZE, placed);
    y -= ROW;
  };
  const header = () => row([words.date, words.entry, words.document, words.details, words.amount, words.balance], bold);

  text(title, PAGE.margin, 16, bold);
  y -= 22;
  const seller = [statement.sellerName, statement.sellerEmail].filter(Boolean).join(' · ');
  for (const [label, value] of [
    [words.seller, seller],
    [words.opening, `${usd(statement.opening.projectedCents)} (${time.format(new Date(statement.opening.at))})`],
    [
      statement.closed ? words.closing : words.closingSoFar,
      `${usd(statement.closing.projectedCents)} (${time.format(new Date(statement.closing.at))})`,
    ],
    [words.totalIn, usd(statement.totalInCents)],
    [words.totalOut, usd(statement.totalOutCents)],
  ]) {
    text(`${label}:`, PAGE.margin, 10, bold);
    text(value, PAGE.margin + 120, 10);
    y -= 14;
  }
  const check = statement.verified
    ? words.verified
    : fill(words.notVerified, { opening: usd(statement.opening.ledgerCents), closing: usd(statement.closing.ledgerCents) });
  text(check, PAGE.margin, 9, bold, statement.verified ? rgb(0, 0.45, 0.2) : rgb(0.8, 0, 0));
  y -= 12;
  if (!statement.closed) {
    text(fill(words.openMonth, { at: time.format(new Date(statement.closing.at)) }), PAGE.margin, 9);
    y -= 12;
  }
  text(fill(words.timeZone, { zone: timeZone }), PAGE.margin, 8);
  y -= 18;
  header();
  let any = false;
  for await (const batch of lines)
    for (const line of batch) {
      any = true;
      if (y < PAGE.margin + ROW) {
        rows.finish();
        [page, rows] = newPage();
        y = PAGE.height - PAGE.margin;
        header();
      }
      row([
        time.format(new Date(line.at)),
        entryText(line, locale),
        line.documentId ?? '',
        detailsText(line, locale),
        usd(line.amountCents),
        usd(line.balanceAfterCents),
      ]);
    }
  rows.finish();
  if (!any) text(words.noLines, PAGE.margin, 9);
  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(fill(words.page, { page: i + 1, pages: pages.length }), { x: PAGE.margin, y: PAGE.margin / 2, size: 7, font: regular.font }),
  );
  return pdf.save();
}
