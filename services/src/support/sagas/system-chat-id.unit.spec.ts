import { systemChatId } from './system-chat-id';

describe('systemChatId', () => {
  it('names the same chat for the same trigger and different chats for different triggers', () => {
    expect(systemChatId('INBOUND_LOST', 'a')).toBe(systemChatId('INBOUND_LOST', 'a'));
    expect(systemChatId('INBOUND_LOST', 'a')).not.toBe(systemChatId('INBOUND_LOST', 'b'));
    expect(systemChatId('INBOUND_LOST', 'a')).not.toBe(systemChatId('PAYMENT_FAILED', 'a'));
    expect(systemChatId('PAYMENT_FAILED', 'a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
