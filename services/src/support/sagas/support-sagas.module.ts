import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StuckOrderChats } from './stuck-order-chats';

/** System-initiated chats opened from other contexts' events, and mail for support replies left unread. */
@Module({ imports: [CqrsModule], providers: [StuckOrderChats], exports: [StuckOrderChats] })
export class SupportSagasModule {}
