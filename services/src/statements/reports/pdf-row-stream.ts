// A page's table rows as one content stream of operator text, deflated by node's zlib: pdf-lib builds an object per
// operator and number and deflates with pako (JavaScript), which for a 10,000-line month was most of its time and
// garbage. The text is what pdf-lib writes for the same row (`BT`, `Tf`, then `Tm` and `Tj` per cell, `ET`).
import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFFont, PDFName, PDFPage } from 'pdf-lib';

export class PdfRowStream {
  private text: string[] = [];
  /** Each font's resource name on the page. */
  private readonly fontKeys = new Map<PDFFont, PDFName>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly page: PDFPage,
  ) {}

  /** One text object: the font once, then each cell shown at its place. */
  row(font: PDFFont, size: number, cells: readonly { x: number; y: number; hex: string }[]): void {
    let key = this.fontKeys.get(font);
    if (!key) this.fontKeys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    let out = `BT\n${key.toString()} ${size} Tf\n`;
    for (const cell of cells) out += `1 0 0 1 ${cell.x} ${cell.y} Tm\n${cell.hex} Tj\n`;
    this.text.push(`${out}ET\n`);
  }

  /** Adds the rows to the page as one more content stream (nothing when there were none). */
  finish(): void {
    if (this.text.length === 0) return;
    const context = this.pdf.context;
    const stream = context.stream(deflateSync(Buffer.from(this.text.join(''), 'latin1')), { Filter: 'FlateDecode' });
    this.page.node.addContentStream(context.register(stream));
    this.text = [];
  }
}
