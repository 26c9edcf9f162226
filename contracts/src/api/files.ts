// Attachments (forwarding shipments, support chats): uploaded as multipart, stored by a generated id, downloaded by
// their owner or by staff. The content type is read from the bytes, never taken from the client.
import { z } from 'zod';
import { defineRoute } from './route';

/** At most this many files in one upload (spec 5: 'You can only upload up to 5 files'). */
export const MAX_FILES_PER_UPLOAD = 5;
/** Per-file size cap. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the server accepts, as recognised from the file's first bytes. */
export const STORED_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;
export type StoredFileType = (typeof STORED_FILE_TYPES)[number];

export const storedFileView = z.object({
  id: z.string(),
  /** The name the user's file had; shown and offered on download, never used as a path. */
  name: z.string(),
  contentType: z.enum(STORED_FILE_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredFileView = z.infer<typeof storedFileView>;

const fileIdParams = z.object({ fileId: z.uuid() });

export const fileRoutes = {
  /** multipart/form-data, field `files`, 1 to MAX_FILES_PER_UPLOAD files of at most MAX_FILE_BYTES each. */
  upload: defineRoute({
    method: 'POST',
    path: '/files',
    summary: 'Upload attachments (multipart field "files", up to 5; PDF, PNG, JPEG, WEBP, XLSX or CSV)',
    tag: 'files',
    response: z.object({ files: z.array(storedFileView) }),
    multipart: { field: 'files', maxFiles: MAX_FILES_PER_UPLOAD },
    status: 201,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/files/:fileId',
    summary: 'Download one of your files',
    tag: 'files',
    params: fileIdParams,
    response: z.string(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/files/:fileId',
    summary: 'Delete one of your files',
    tag: 'files',
    params: fileIdParams,
    response: z.object({ id: z.string() }),
  }),
  adminDownload: defineRoute({
    method: 'GET',
    path: '/admin/files/:fileId',
    summary: "Download any seller's file (staff)",
    tag: 'files',
    params: fileIdParams,
    response: z.string(),
  }),
};
