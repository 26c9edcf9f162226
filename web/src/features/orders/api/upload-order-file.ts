// A label or commercial invoice uploaded through the files API; its stored id and name.
import { fileRoutes, type StoredFileView } from '@ledgerhouse/contracts';
import { uploadFile } from '../../../shared/api/upload-file';

export async function uploadOrderFile(file: File, locale: string): Promise<{ id: string; name: string }> {
  const { files } = await uploadFile<{ files: StoredFileView[] }>(fileRoutes.upload.path, file, locale, 'files');
  const stored = files[0];
  if (!stored) throw new Error('no file stored');
  return { id: stored.id, name: stored.name };
}
