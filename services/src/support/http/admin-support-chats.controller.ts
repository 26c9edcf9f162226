import { Controller, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { supportRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { CallerId } from '../../http/auth/current-user';
import { ContractRoute, ValidBody, ValidParams } from '../../http/contract-route';
import { sendStoredFile } from '../../files/http/send-stored-file';
import { EndSupportChat } from '../commands/end-support-chat';
import { MarkSupportChatRead } from '../commands/mark-support-chat-read';
import { OpenSupportChat } from '../commands/open-support-chat';
import { PostSupportMessage } from '../commands/post-support-message';
import { ReopenSupportChat } from '../commands/reopen-support-chat';
import type { SupportActor } from '../domain/support-chat';
import { SupportChatFiles } from './support-chat-files';

type Id = ParamsOf<typeof routes.adminEnd>;
const support = (userId: string): SupportActor => ({ side: 'SUPPORT', userId });

/** Support staff's side of every seller's chats: replies, ending and reopening, chats they open, read markers, files. */
@AdminOnly()
@Controller()
export class AdminSupportChatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly files: SupportChatFiles,
  ) {}

  @ContractRoute(routes.adminCreate)
  create(@CallerId() staffId: string, @ValidBody(routes.adminCreate) body: BodyOf<typeof routes.adminCreate>) {
    const { fileIds, text, ...chat } = body;
    return this.commands.execute(
      new OpenSupportChat({ ...chat, initiator: 'STAFF', trigger: null, authorId: staffId, text, template: null, fileIds }),
    );
  }

  @ContractRoute(routes.adminPost)
  post(
    @CallerId() staffId: string,
    @ValidParams(routes.adminPost) { chatId }: Id,
    @ValidBody(routes.adminPost) body: BodyOf<typeof routes.adminPost>,
  ) {
    return this.commands.execute(new PostSupportMessage(support(staffId), chatId, body));
  }

  @ContractRoute(routes.adminEnd)
  end(@CallerId() staffId: string, @ValidParams(routes.adminEnd) { chatId }: Id) {
    return this.commands.execute(new EndSupportChat(support(staffId), chatId));
  }

  @ContractRoute(routes.adminReopen)
  reopen(@CallerId() staffId: string, @ValidParams(routes.adminReopen) { chatId }: Id) {
    return this.commands.execute(new ReopenSupportChat(support(staffId), chatId));
  }

  @ContractRoute(routes.adminRead)
  read(
    @CallerId() staffId: string,
    @ValidParams(routes.adminRead) { chatId }: Id,
    @ValidBody(routes.adminRead) { upToMessageId }: BodyOf<typeof routes.adminRead>,
  ) {
    return this.commands.execute(new MarkSupportChatRead(support(staffId), chatId, upToMessageId));
  }

  @ContractRoute(routes.adminFile)
  async file(@ValidParams(routes.adminFile) { chatId, fileId }: ParamsOf<typeof routes.adminFile>, @Res() res: Response) {
    await sendStoredFile(res, await this.files.open(chatId, fileId, null));
  }
}
