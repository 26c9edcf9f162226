// Printable bin labels: one 100 × 50 mm page per bin with a Code 128 barcode (bwip-js) and the code in large type
// (pdf-lib), so a label printer prints one label per page and a scanner reads the code back.
import bwipjs from 'bwip-js';

const MM = 72 / 25.4;
export const LABEL_WIDTH = 100 * MM;
export const LABEL_HEIGHT = 50 * MM;
const MARGIN = 4 * MM;

/** The barcode image of one code (PNG); the test renders the same to compare. */
export function barcodePng(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 14, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

export async function binLabelsPdf(codes: readonly string[], createdAt: Date): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib'); // loaded on first use: rarely printed
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bin labels: ${codes.length}`);
  pdf.setCreator('Ledgerhouse');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const code of codes) {
    const page = pdf.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
    const image = await pdf.embedPng(await barcodePng(code));
    const barWidth = LABEL_WIDTH - 2 * MARGIN;
    const barHeight = LABEL_HEIGHT * 0.45;
    page.drawImage(image, { x: MARGIN, y: LABEL_HEIGHT - MARGIN - barHeight, width: barWidth, height: barHeight });
    const size = 34;
    const textWidth = font.widthOfTextAtSize(code, size);
    page.drawText(code, { x: (LABEL_WIDTH - textWidth) / 2, y: MARGIN + 2, size, font, color: rgb(0, 0, 0) });
  }
  return pdf.save();
}
