import type { SupportEvent, SupportMessage } from '@ledgerhouse/contracts';
import { unreadReplies } from './unread-replies';

const message = (messageId: string, from: SupportMessage['from']): SupportEvent => ({
  type: 'SupportMessagePosted',
  data: { messageId, from, authorId: null, text: messageId, template: null, files: [], at: '2027-01-01T00:00:00.000Z' },
});
const read = (upToMessageId: string): SupportEvent => ({
  type: 'SupportChatRead',
  data: { reader: 'USER', readerId: 'seller', upToMessageId, at: '2027-01-01T00:00:00.000Z' },
});
const ids = (history: SupportEvent[], upTo: string) => unreadReplies(history, upTo).map((m) => m.messageId);

describe('unreadReplies', () => {
  it('quotes support and system messages after the seller’s last message, up to the burst’s newest', () => {
    const history = [
      message('u1', 'USER'),
      message('s1', 'SUPPORT'),
      message('u2', 'USER'),
      message('s2', 'SUPPORT'),
      message('y1', 'SYSTEM'),
    ];
    expect(ids(history, 'y1')).toEqual(['s2', 'y1']);
  });

  it('leaves out what the seller has read and what came after the burst’s newest message', () => {
    const history = [message('u1', 'USER'), message('s1', 'SUPPORT'), read('s1'), message('s2', 'SUPPORT'), message('s3', 'SUPPORT')];
    expect(ids(history, 's2')).toEqual(['s2']);
  });
});
