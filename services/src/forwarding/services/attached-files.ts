// The files a seller attaches: each must be their own upload (another's, or none, is 404 FILE_NOT_FOUND on fileIds),
// at most MAX_FILES_PER_UPLOAD of them (422 FILES_TOO_MANY); kept with their names for the lists.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, MAX_FILES_PER_UPLOAD, type ForwardingFile } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { FILE_STORAGE } from '../../files/file-storage.provider';

@Injectable()
export class AttachedFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async resolve(sellerId: string, fileIds: readonly string[]): Promise<ForwardingFile[]> {
    const ids = [...new Set(fileIds)];
    if (ids.length > MAX_FILES_PER_UPLOAD) throw tooMany();
    return Promise.all(ids.map((id) => this.own(sellerId, id)));
  }

  private async own(sellerId: string, fileId: string): Promise<ForwardingFile> {
    const found = await this.storage.get(fileId);
    found?.content.destroy();
    if (!found || found.file.ownerId !== sellerId)
      throw new DomainError(ErrorCode.FILE_NOT_FOUND, {}, { fields: [{ field: 'fileIds', code: ErrorCode.FILE_NOT_FOUND }] });
    return { id: fileId, name: found.file.name };
  }
}

export const tooMany = () =>
  new DomainError(
    ErrorCode.FILES_TOO_MANY,
    { max: MAX_FILES_PER_UPLOAD },
    { fields: [{ field: 'fileIds', code: ErrorCode.FILES_TOO_MANY }] },
  );
