// Which seller a chat belongs to: a fact fixed when the chat opens, so it is read once per chat from its stream and
// remembered (bounded) for the process's lifetime.
import { Inject, Injectable } from '@nestjs/common';
import { supportStream, type SupportEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../../persistence/tokens';

const MAX_REMEMBERED = 20_000;

@Injectable()
export class ChatOwners {
  private readonly sellers = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  remember(chatId: string, sellerId: string): void {
    this.sellers.set(chatId, sellerId);
    if (this.sellers.size > MAX_REMEMBERED) this.sellers.delete(this.sellers.keys().next().value!);
  }

  /** The chat's seller; null when the stream holds no opening (not a chat). */
  async sellerOf(chatId: string): Promise<string | null> {
    const known = this.sellers.get(chatId);
    if (known) return known;
    const [first] = await this.store.readStream(supportStream(chatId));
    const opened = first as unknown as SupportEvent | undefined;
    if (opened?.type !== 'SupportChatOpened') return null;
    this.remember(chatId, opened.data.sellerId);
    return opened.data.sellerId;
  }
}
