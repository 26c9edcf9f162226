// A stored file as a download: its sniffed type, its original name (RFC 6266/5987, any language), never rendered inline.
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { FileStorage, StoredFile } from '@ledgerhouse/infra';
import type { StoredFileView } from '@ledgerhouse/contracts';

export const storedFileView = (file: StoredFile): StoredFileView => ({
  id: file.id,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  uploadedAt: file.createdAt,
});

export async function sendStoredFile(res: Response, found: NonNullable<Awaited<ReturnType<FileStorage['get']>>>): Promise<void> {
  const { file, content } = found;
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(content, res);
}
