// The files a seller names in fulfillment options (own label, commercial invoice) must be their own uploads, and an
// own label a PDF or an image (its type sniffed from its bytes at upload): packing prints it.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type FulfillmentOptions } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { FILE_STORAGE } from '../../files/file-storage.provider';
import { LABEL_CONTENT_TYPES } from '../../http/send-stored-pdf';

@Injectable()
export class OwnFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** FILE_NOT_FOUND on the field of every named file that is missing or someone else's. */
  async check(ownerId: string, options: FulfillmentOptions, prefix = ''): Promise<void> {
    const named: [string, string, boolean][] = [];
    if (options.label.kind === 'OWN') named.push([`${prefix}label.labelFileId`, options.label.labelFileId, true]);
    if (options.commercialInvoiceFileId) named.push([`${prefix}commercialInvoiceFileId`, options.commercialInvoiceFileId, false]);
    const missing = [];
    const wrongType = [];
    for (const [field, fileId, label] of named) {
      const type = await this.typeOfOwn(ownerId, fileId);
      if (type === null) missing.push({ field, code: ErrorCode.FILE_NOT_FOUND });
      else if (label && !LABEL_CONTENT_TYPES.has(type)) wrongType.push({ field, code: ErrorCode.LABEL_FILE_NOT_PRINTABLE });
    }
    if (missing.length > 0) throw new DomainError(ErrorCode.FILE_NOT_FOUND, {}, { fields: missing });
    if (wrongType.length > 0) throw new DomainError(ErrorCode.LABEL_FILE_NOT_PRINTABLE, {}, { fields: wrongType });
  }

  /** The sniffed type of the owner's file; null when it is missing or someone else's. */
  private async typeOfOwn(ownerId: string, fileId: string): Promise<string | null> {
    const found = await this.storage.get(fileId);
    found?.content.destroy();
    return found?.file.ownerId === ownerId ? found.file.contentType : null;
  }
}
