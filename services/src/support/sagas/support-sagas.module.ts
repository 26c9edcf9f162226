import { Module } from '@nestjs/common';

/** System-initiated chats opened from other contexts' events, and mail for support replies left unread. */
@Module({})
export class SupportSagasModule {}
