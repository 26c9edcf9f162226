import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

const controllers: never[] = [];
const queryHandlers: never[] = [];

/** Support chats, read side: lists, archive, one chat with its messages, unread counts (seller and staff). */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class SupportViewsModule {}
