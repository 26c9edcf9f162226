// A stored label (a shipping label, a carrier's scan form) answered inline, for the browser to show and print: a PDF or
// an image, with the type sniffed from its bytes at upload. Anything else (an older upload that predates the rule) is
// sent as a download under its own type, never shown inline as something it is not.
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';

/** What a label may be: a PDF or an image a browser prints. */
export const LABEL_CONTENT_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

export async function sendStoredPdf(res: Response, storage: FileStorage, fileId: string, fileName: string): Promise<void> {
  const found = await storage.get(fileId);
  if (!found) throw new DomainError(ErrorCode.FILE_NOT_FOUND);
  const { contentType } = found.file;
  const printable = LABEL_CONTENT_TYPES.has(contentType);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(found.file.size));
  res.setHeader('Content-Disposition', `${printable ? 'inline' : 'attachment'}; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(found.content, res);
}
