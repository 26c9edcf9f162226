import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, fileRoutes as routes, type ParamsOf } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidParams } from '../../http/contract-route';
import { FILE_STORAGE } from '../file-storage.provider';
import { sendStoredFile } from './send-stored-file';

/** Staff read any seller's attachment (a forwarding label, a support screenshot). */
@AdminOnly()
@Controller()
export class AdminFilesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @ContractRoute(routes.adminDownload)
  async download(@ValidParams(routes.adminDownload) { fileId }: ParamsOf<typeof routes.adminDownload>, @Res() res: Response) {
    const found = await this.storage.get(fileId);
    if (!found) throw new DomainError(ErrorCode.FILE_NOT_FOUND);
    await sendStoredFile(res, found);
  }
}
