import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AttachedFiles } from '../files/attached-files';
import { FilesModule } from '../files/files.module';
import { ArchiveSupportChatHandler } from './commands/archive-support-chat';
import { EndSupportChatHandler } from './commands/end-support-chat';
import { MarkSupportChatReadHandler } from './commands/mark-support-chat-read';
import { OpenSupportChatHandler } from './commands/open-support-chat';
import { PostSupportMessageHandler } from './commands/post-support-message';
import { ReopenSupportChatHandler } from './commands/reopen-support-chat';
import { AdminSupportChatsController } from './http/admin-support-chats.controller';
import { SupportChatFiles } from './http/support-chat-files';
import { SupportChatsController } from './http/support-chats.controller';

const controllers = [SupportChatsController, AdminSupportChatsController];
const commandHandlers = [
  OpenSupportChatHandler,
  PostSupportMessageHandler,
  EndSupportChatHandler,
  ReopenSupportChatHandler,
  ArchiveSupportChatHandler,
  MarkSupportChatReadHandler,
];

/** Support chats, write side: open, post, end, reopen, archive, read markers, chat attachments. */
@Module({
  imports: [CqrsModule, FilesModule],
  controllers,
  providers: [...commandHandlers, AttachedFiles, SupportChatFiles],
})
export class SupportModule {}
