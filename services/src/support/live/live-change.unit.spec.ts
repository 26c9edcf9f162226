import type { SupportEvent } from '@ledgerhouse/contracts';
import { liveChange } from './live-change';

const at = '2026-11-24T10:00:00.000Z';

describe('what a support event means to a live socket', () => {
  it('makes a posted message a message frame', () => {
    const posted: SupportEvent = {
      type: 'SupportMessagePosted',
      data: { messageId: 'm1', from: 'USER', authorId: 'u1', text: 'Hi', template: null, files: [], at },
    };
    expect(liveChange(posted)).toEqual({ kind: 'message' });
  });

  it('makes status changes chat frames with the new status, and a read marker one without', () => {
    expect(liveChange({ type: 'SupportChatEnded', data: { by: 'USER', at } })).toEqual({ kind: 'chat', change: 'ENDED', status: 'ENDED' });
    expect(liveChange({ type: 'SupportChatReopened', data: { by: 'SUPPORT', at } })).toEqual({
      kind: 'chat',
      change: 'REOPENED',
      status: 'REOPENED',
    });
    expect(liveChange({ type: 'SupportChatArchived', data: { at } })).toEqual({ kind: 'chat', change: 'ARCHIVED', status: 'ARCHIVED' });
    expect(liveChange({ type: 'SupportChatRead', data: { reader: 'SUPPORT', readerId: 's1', upToMessageId: 'm1', at } })).toEqual({
      kind: 'chat',
      change: 'READ',
      status: null,
    });
  });

  it('sends nothing for a reply mail, which no screen shows', () => {
    expect(liveChange({ type: 'SupportReplyMailed', data: { upToMessageId: 'm1', to: 'a@b.example', at } })).toEqual({ kind: 'none' });
  });
});
