import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../files/files.module';

const controllers: never[] = [];
const commandHandlers: never[] = [];

/** Support chats, write side: open, post, end, reopen, archive, read markers, chat attachments. */
@Module({ imports: [CqrsModule, FilesModule], controllers, providers: [...commandHandlers] })
export class SupportModule {}
