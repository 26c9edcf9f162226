// A 4×6 inch shipping label (288×432 pt): carrier and service, sender, recipient, a Code 128 tracking barcode with its
// number, the reference and the note on label. Standard fonts only, so text goes through labelText.
import bwipjs from 'bwip-js';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { CarrierParty } from './carrier-port';
import { labelText } from './pdf-text';

export const LABEL_WIDTH_PT = 288;
/** pdf-lib's rgb(0, 0, 0), spelt out so this module does not load pdf-lib before a label is drawn. */
export const BLACK = { type: 'RGB', red: 0, green: 0, blue: 0 } as RGB;
export const LABEL_HEIGHT_PT = 432;
const MARGIN = 14;

export interface ShippingLabelContent {
  carrier: string;
  service: string;
  trackingNumber: string;
  from: CarrierParty;
  to: CarrierParty;
  reference: string;
  noteOnLabel: string | null;
  createdAt: Date;
}

export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 18, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

export function partyLines(party: CarrierParty): string[] {
  const a = party.address;
  return [
    party.name,
    party.company ?? '',
    a.line1,
    a.line2 ?? '',
    `${a.city}, ${a.region} ${a.postalCode}`.trim(),
    a.country,
    party.phone ?? '',
  ]
    .filter((line) => line.trim() !== '')
    .map(labelText);
}

/** Draws lines top-down from y; returns the y under the last one. Long lines are cut to the width. */
export function drawLines(
  page: PDFPage,
  lines: string[],
  at: { x: number; y: number; size: number; font: PDFFont; width: number },
): number {
  let y = at.y;
  for (const line of lines) {
    let text = line;
    while (text.length > 1 && at.font.widthOfTextAtSize(text, at.size) > at.width) text = text.slice(0, -1);
    y -= at.size + 2;
    page.drawText(text, { x: at.x, y, size: at.size, font: at.font, color: BLACK });
  }
  return y;
}

export async function shippingLabelPdf(label: ShippingLabelContent): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib'); // loaded on first use: most processes never draw one
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${label.carrier} ${label.trackingNumber}`);
  pdf.setCreator('Ledgerhouse sandbox carrier');
  pdf.setCreationDate(label.createdAt);
  pdf.setModificationDate(label.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([LABEL_WIDTH_PT, LABEL_HEIGHT_PT]);
  const width = LABEL_WIDTH_PT - 2 * MARGIN;
  const line = (y: number) =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: LABEL_WIDTH_PT - MARGIN, y }, thickness: 1, color: BLACK });

  let y = drawLines(page, [labelText(label.carrier)], { x: MARGIN, y: LABEL_HEIGHT_PT - MARGIN, size: 20, font: bold, width });
  y = drawLines(page, [labelText(label.service)], { x: MARGIN, y, size: 11, font: bold, width });
  line(y - 6);
  y = drawLines(page, ['FROM:', ...partyLines(label.from)], { x: MARGIN, y: y - 8, size: 7, font: regular, width });
  line(y - 6);
  y = drawLines(page, ['SHIP TO:'], { x: MARGIN, y: y - 8, size: 8, font: bold, width });
  y = drawLines(page, partyLines(label.to), { x: MARGIN + 10, y, size: 11, font: bold, width: width - 10 });
  line(y - 8);

  const image = await pdf.embedPng(await code128Png(label.trackingNumber));
  const barHeight = 70;
  const barY = y - 18 - barHeight;
  page.drawImage(image, { x: MARGIN, y: barY, width, height: barHeight });
  const size = 11;
  const numberWidth = bold.widthOfTextAtSize(label.trackingNumber, size);
  page.drawText(label.trackingNumber, { x: (LABEL_WIDTH_PT - numberWidth) / 2, y: barY - 14, size, font: bold });

  const footer = [`Ref: ${label.reference}`, ...(label.noteOnLabel ? [`Note: ${label.noteOnLabel}`] : [])].map(labelText);
  drawLines(page, footer, { x: MARGIN, y: MARGIN + 2 + footer.length * 10, size: 8, font: regular, width });
  return Buffer.from(await pdf.save());
}
