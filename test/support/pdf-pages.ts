// What a generated PDF holds, page by page: its drawn text (the hex strings of `Tj` operators, decoded) and its images.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage } from 'pdf-lib';

export interface PdfPageFacts {
  texts: string[];
  images: { width: number; height: number }[];
}

export async function pdfPages(bytes: Uint8Array): Promise<PdfPageFacts[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => ({ texts: textsOf(page), images: imagesOf(page) }));
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => {
      const raw = Buffer.from(s.getContents());
      const filter = s.dict.get(PDFName.of('Filter'));
      return (filter ? inflateSync(raw) : raw).toString('latin1');
    })
    .join('\n');
}

function textsOf(page: PDFPage): string[] {
  return [...contentOf(page).matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
}

function imagesOf(page: PDFPage): { width: number; height: number }[] {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects
    .keys()
    .map((key) => xObjects.lookup(key))
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image')
    .map((o) => ({
      width: (o.dict.lookup(PDFName.of('Width'), PDFNumber) as PDFNumber).asNumber(),
      height: (o.dict.lookup(PDFName.of('Height'), PDFNumber) as PDFNumber).asNumber(),
    }));
}
