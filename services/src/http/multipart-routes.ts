// The routes whose body is multipart/form-data (their contract says `multipart`): the JSON body parser lets these
// through to readMultipartFiles.
import type { Request } from 'express';
import { fileRoutes, inboundUploadRoutes, type RouteContract } from '@ledgerhouse/contracts';

const MULTIPART_ROUTES: readonly RouteContract[] = [fileRoutes.upload, inboundUploadRoutes.linesFromFile];

/** A multipart body sent to one of those routes (`path` relative to /api). */
export function isMultipartUpload(req: Request): boolean {
  if (!req.is('multipart/form-data')) return false;
  const path = req.path.replace(/\/+$/, '');
  return MULTIPART_ROUTES.some((r) => r.method === req.method && r.path === path);
}
