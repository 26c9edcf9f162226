// The files a seller names in fulfillment options (own label, commercial invoice) must be their own uploads.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type FulfillmentOptions } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { FILE_STORAGE } from '../../files/file-storage.provider';

@Injectable()
export class OwnFiles {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** FILE_NOT_FOUND on the field of every named file that is missing or someone else's. */
  async check(ownerId: string, options: FulfillmentOptions, prefix = ''): Promise<void> {
    const named: [string, string][] = [];
    if (options.label.kind === 'OWN') named.push([`${prefix}label.labelFileId`, options.label.labelFileId]);
    if (options.commercialInvoiceFileId) named.push([`${prefix}commercialInvoiceFileId`, options.commercialInvoiceFileId]);
    const fields = [];
    for (const [field, fileId] of named) if (!(await this.owns(ownerId, fileId))) fields.push({ field, code: ErrorCode.FILE_NOT_FOUND });
    if (fields.length > 0) throw new DomainError(ErrorCode.FILE_NOT_FOUND, {}, { fields });
  }

  private async owns(ownerId: string, fileId: string): Promise<boolean> {
    const found = await this.storage.get(fileId);
    found?.content.destroy();
    return found?.file.ownerId === ownerId;
  }
}
