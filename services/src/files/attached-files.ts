// The files a user attaches to something they write: each must be their own upload (another's, or none, is 404
// FILE_NOT_FOUND on fileIds), at most MAX_FILES_PER_UPLOAD of them (422 FILES_TOO_MANY); kept with name, type and size.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, MAX_FILES_PER_UPLOAD } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import { FILE_STORAGE } from './file-storage.provider';

export interface AttachedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

@Injectable()
export class AttachedFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async resolve(ownerId: string, fileIds: readonly string[]): Promise<AttachedFile[]> {
    const ids = [...new Set(fileIds)];
    if (ids.length > MAX_FILES_PER_UPLOAD) throw filesTooMany();
    return Promise.all(ids.map((id) => this.own(ownerId, id)));
  }

  private async own(ownerId: string, fileId: string): Promise<AttachedFile> {
    const found = await this.storage.get(fileId);
    found?.content.destroy();
    if (!found || found.file.ownerId !== ownerId)
      throw new DomainError(ErrorCode.FILE_NOT_FOUND, {}, { fields: [{ field: 'fileIds', code: ErrorCode.FILE_NOT_FOUND }] });
    return { id: fileId, name: found.file.name, contentType: found.file.contentType, size: found.file.size };
  }
}

export const filesTooMany = () =>
  new DomainError(
    ErrorCode.FILES_TOO_MANY,
    { max: MAX_FILES_PER_UPLOAD },
    { fields: [{ field: 'fileIds', code: ErrorCode.FILES_TOO_MANY }] },
  );
