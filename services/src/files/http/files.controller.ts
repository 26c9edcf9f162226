import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ErrorCode, fileRoutes as routes, MAX_FILE_BYTES, type ParamsOf } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { AnyUser, BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidParams } from '../../http/contract-route';
import { readMultipartFiles } from '../../http/multipart-files';
import { FILE_STORAGE } from '../file-storage.provider';
import { FileUses } from '../file-uses';
import { sendStoredFile, storedFileView } from './send-stored-file';

type Id = ParamsOf<typeof routes.download>;

/**
 * Attachments: only their owner sees them here (another seller gets 404); staff read sellers' at /admin/files. Staff
 * upload their own as themselves (support replies), so these routes are open to any signed-in account.
 */
@AnyUser()
@Controller()
export class FilesController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly uses: FileUses,
  ) {}

  /** Blocked users may still attach files to support messages (spec 6). */
  @BlockedAllowed()
  @ContractRoute(routes.upload)
  async upload(@CurrentUserId() ownerId: string, @Req() req: Request) {
    const stored = await readMultipartFiles(
      req,
      { ...routes.upload.multipart!, maxBytes: MAX_FILE_BYTES },
      (file) => this.storage.put(file.content, { name: file.name, contentType: file.type, ownerId }),
      (file) => this.storage.delete(file.id),
    );
    return { files: stored.map(storedFileView) };
  }

  @ContractRoute(routes.download)
  async download(@CurrentUserId() ownerId: string, @ValidParams(routes.download) { fileId }: Id, @Res() res: Response) {
    await sendStoredFile(res, await this.ownFile(ownerId, fileId));
  }

  @ContractRoute(routes.remove)
  async remove(@CurrentUserId() ownerId: string, @ValidParams(routes.remove) { fileId }: Id) {
    const { content } = await this.ownFile(ownerId, fileId);
    content.destroy();
    await this.uses.refuseWhenUsed(fileId);
    await this.storage.delete(fileId);
    return { id: fileId };
  }

  private async ownFile(ownerId: string, fileId: string) {
    const found = await this.storage.get(fileId);
    if (!found || found.file.ownerId !== ownerId) {
      found?.content.destroy();
      throw new DomainError(ErrorCode.FILE_NOT_FOUND);
    }
    return found;
  }
}
