// Turns a stored `chat-` event into the frames live sockets get: one for the chat's seller and one for staff (they
// differ only in how a staff author is named: first name for the seller, full name for staff).
import { Injectable } from '@nestjs/common';
import type { SupportEvent, SupportLiveServerFrame, SupportMessage, SupportMessageView } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { AuthorNames, firstName } from './author-names';
import { ChatOwners } from './chat-owners';
import { liveChange } from './live-change';

export const CHAT_STREAM_PREFIX = 'chat-';

export interface LiveFrames {
  chatId: string;
  sellerId: string;
  forSeller: SupportLiveServerFrame;
  forStaff: SupportLiveServerFrame;
}

@Injectable()
export class SupportLiveFrames {
  constructor(
    private readonly owners: ChatOwners,
    private readonly authors: AuthorNames,
  ) {}

  async framesFor(stored: StoredEvent): Promise<LiveFrames | null> {
    if (!stored.streamId.startsWith(CHAT_STREAM_PREFIX)) return null;
    const chatId = stored.streamId.slice(CHAT_STREAM_PREFIX.length);
    const event = { type: stored.type, data: stored.data } as SupportEvent;
    if (event.type === 'SupportChatOpened') this.owners.remember(chatId, event.data.sellerId);
    const change = liveChange(event);
    if (change.kind === 'none') return null;
    const sellerId = await this.owners.sellerOf(chatId);
    if (!sellerId) return null;
    const position = stored.position;
    if (change.kind === 'chat') {
      const frame: SupportLiveServerFrame = { type: 'chat', chatId, sellerId, change: change.change, status: change.status, position };
      return { chatId, sellerId, forSeller: frame, forStaff: frame };
    }
    const message = event.data as SupportMessage;
    const fullName = message.authorId ? await this.authors.fullName(message.authorId) : null;
    // A seller's message typed by staff acting as the seller: who typed it (the event's impersonator).
    const typedBy =
      message.from === 'USER' && stored.metadata.impersonatorId ? await this.authors.fullName(stored.metadata.impersonatorId) : null;
    const view = (authorName: string | null, authorId = message.authorId, actedBy = typedBy): SupportMessageView => ({
      id: message.messageId,
      from: message.from,
      authorId,
      authorName,
      actedBy,
      text: message.text,
      template: message.template,
      files: message.files.map((f) => ({ id: f.id, name: f.name, contentType: f.contentType, size: f.size })),
      at: message.at,
    });
    // Sellers see staff by first name and never their user id.
    const forSeller = message.from === 'SUPPORT' ? view(firstName(fullName), null) : view(fullName, message.authorId, firstName(typedBy));
    return {
      chatId,
      sellerId,
      forSeller: { type: 'message', chatId, sellerId, message: forSeller, position },
      forStaff: { type: 'message', chatId, sellerId, message: view(fullName), position },
    };
  }
}
