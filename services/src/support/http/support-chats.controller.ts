import { Controller, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { supportRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CallerId, CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { sendStoredFile } from '../../files/http/send-stored-file';
import { ArchiveSupportChat } from '../commands/archive-support-chat';
import { EndSupportChat } from '../commands/end-support-chat';
import { MarkSupportChatRead } from '../commands/mark-support-chat-read';
import { OpenSupportChat } from '../commands/open-support-chat';
import { PostSupportMessage } from '../commands/post-support-message';
import { ReopenSupportChat } from '../commands/reopen-support-chat';
import type { SupportActor } from '../domain/support-chat';
import { SupportChatFiles } from './support-chat-files';

type Id = ParamsOf<typeof routes.end>;
const seller = (userId: string): SupportActor => ({ side: 'USER', userId });

/** The signed-in seller's side of their support chats; blocked sellers may still contact support (spec 6). */
@BlockedAllowed()
@Controller()
export class SupportChatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly files: SupportChatFiles,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    const { fileIds, text, ...chat } = body;
    return this.commands.execute(
      new OpenSupportChat({ ...chat, sellerId, initiator: 'USER', trigger: null, authorId: sellerId, text, template: null, fileIds }),
    );
  }

  @ContractRoute(routes.post)
  post(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.post) { chatId }: Id,
    @ValidBody(routes.post) body: BodyOf<typeof routes.post>,
  ) {
    return this.commands.execute(new PostSupportMessage(seller(sellerId), chatId, body));
  }

  @ContractRoute(routes.end)
  end(@CurrentUserId() sellerId: string, @ValidParams(routes.end) { chatId }: Id) {
    return this.commands.execute(new EndSupportChat(seller(sellerId), chatId));
  }

  @ContractRoute(routes.reopen)
  reopen(@CurrentUserId() sellerId: string, @ValidParams(routes.reopen) { chatId }: Id) {
    return this.commands.execute(new ReopenSupportChat(seller(sellerId), chatId));
  }

  @ContractRoute(routes.archive)
  archive(@CurrentUserId() sellerId: string, @ValidParams(routes.archive) { chatId }: Id) {
    return this.commands.execute(new ArchiveSupportChat(seller(sellerId), chatId));
  }

  /** Staff looking through a seller's eyes (impersonation) leave the seller's messages unread: the seller has not seen them. */
  @ContractRoute(routes.read)
  read(
    @CurrentUserId() sellerId: string,
    @CallerId() callerId: string,
    @ValidParams(routes.read) { chatId }: Id,
    @ValidBody(routes.read) { upToMessageId }: BodyOf<typeof routes.read>,
  ) {
    if (callerId !== sellerId) return { id: chatId, position: '' };
    return this.commands.execute(new MarkSupportChatRead(seller(sellerId), chatId, upToMessageId));
  }

  @ContractRoute(routes.file)
  async file(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.file) { chatId, fileId }: ParamsOf<typeof routes.file>,
    @Res() res: Response,
  ) {
    await sendStoredFile(res, await this.files.open(chatId, fileId, sellerId));
  }
}
