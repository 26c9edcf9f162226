import { systemChatId, uuidV5 } from './system-chat-id';

describe('systemChatId', () => {
  it('derives RFC 9562 version 5 ids (the RFC example: www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('names the same chat for the same trigger and different chats for different triggers', () => {
    expect(systemChatId('INBOUND_LOST', 'a')).toBe(systemChatId('INBOUND_LOST', 'a'));
    expect(systemChatId('INBOUND_LOST', 'a')).not.toBe(systemChatId('INBOUND_LOST', 'b'));
    expect(systemChatId('INBOUND_LOST', 'a')).not.toBe(systemChatId('PAYMENT_FAILED', 'a'));
    expect(systemChatId('PAYMENT_FAILED', 'a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
