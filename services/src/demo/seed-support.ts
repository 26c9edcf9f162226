// Demo support: the seller asked about a storage fee and staff answered, so both sides open on a real conversation.
import type { CommandBus } from '@nestjs/cqrs';
import { supportStream } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { OpenSupportChat } from '../support/commands/open-support-chat';
import { PostSupportMessage } from '../support/commands/post-support-message';

export const DEMO_CHAT_ID = '00000000-0000-4000-8000-00000000c001';

/** Seeded only while the demo chat's stream is empty. */
export async function seedSupport(store: EventStore, commands: CommandBus, sellerId: string, staffId: string): Promise<void> {
  if ((await store.readStream(supportStream(DEMO_CHAT_ID))).length > 0) return;
  await commands.execute(
    new OpenSupportChat({
      chatId: DEMO_CHAT_ID,
      sellerId,
      category: 'BILLING',
      subjectNumber: 4,
      subject: null,
      initiator: 'USER',
      trigger: null,
      authorId: sellerId,
      text: 'Hi! How is the storage fee for my products worked out each month?',
      template: null,
      fileIds: [],
    }),
  );
  await commands.execute(
    new PostSupportMessage({ side: 'SUPPORT', userId: staffId }, DEMO_CHAT_ID, {
      text: 'Hello Sam! It is charged on the 1st for the cubic feet your units took up in the month before. Your plan page shows the rate.',
      fileIds: [],
    }),
  );
}
