import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordSupportReplyMailedHandler } from '../commands/record-support-reply-mailed';
import { SellerLocaleInterceptor } from './seller-locale.interceptor';
import { SupportReplyMailer } from './support-reply-mailer';

/** Mail to the seller for support replies left unread; the saga that queues them is registered with every saga. */
@Module({
  imports: [CqrsModule],
  providers: [SupportReplyMailer, RecordSupportReplyMailedHandler, { provide: APP_INTERCEPTOR, useClass: SellerLocaleInterceptor }],
  exports: [SupportReplyMailer],
})
export class SupportReplyMailModule {}
