// A stored PDF (a shipping label, a carrier's scan form) answered inline, for the browser to show and print.
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';

export async function sendStoredPdf(res: Response, storage: FileStorage, fileId: string, fileName: string): Promise<void> {
  const found = await storage.get(fileId);
  if (!found) throw new DomainError(ErrorCode.FILE_NOT_FOUND);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(found.file.size));
  res.setHeader('Content-Disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(found.content, res);
}
