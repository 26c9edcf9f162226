// The end-of-day scan form (USPS calls it SCAN, others a manifest): one Letter page per 40 parcels listing every
// tracking number, with the form's id as a Code 128 barcode the driver scans once for the whole pickup.
import { code128Png, drawLines } from './shipping-label-pdf';
import { labelText } from './pdf-text';

const PAGE: [number, number] = [612, 792];
const MARGIN = 40;
const PER_PAGE = 40;

export interface ScanFormContent {
  formId: string;
  carrier: string;
  trackingNumbers: string[];
  createdAt: Date;
}

export async function scanFormPdf(form: ScanFormContent): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib'); // loaded on first use: most processes never draw one
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Scan form ${form.formId}`);
  pdf.setCreator('Ledgerhouse sandbox carrier');
  pdf.setCreationDate(form.createdAt);
  pdf.setModificationDate(form.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const barcode = await pdf.embedPng(await code128Png(form.formId));
  const width = PAGE[0] - 2 * MARGIN;
  const pages = Math.max(1, Math.ceil(form.trackingNumbers.length / PER_PAGE));
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage(PAGE);
    let y = drawLines(page, [labelText(`${form.carrier} scan form`)], { x: MARGIN, y: PAGE[1] - MARGIN, size: 18, font: bold, width });
    const header = [
      `Form: ${form.formId}`,
      `Date: ${form.createdAt.toISOString().slice(0, 10)}`,
      `Parcels: ${form.trackingNumbers.length}`,
      `Page ${index + 1} of ${pages}`,
    ];
    y = drawLines(page, header, { x: MARGIN, y: y - 4, size: 10, font: regular, width });
    page.drawImage(barcode, { x: MARGIN, y: y - 70, width: 260, height: 60 });
    const chunk = form.trackingNumbers.slice(index * PER_PAGE, (index + 1) * PER_PAGE);
    const rows = chunk.map((tracking, i) => `${index * PER_PAGE + i + 1}. ${tracking}`);
    drawLines(page, rows, { x: MARGIN, y: y - 86, size: 10, font: regular, width });
  }
  return Buffer.from(await pdf.save());
}
