import { uuidV5 } from './uuid-v5';

const DNS = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('derives RFC 9562 version 5 ids (the RFC example: www.example.com in the DNS name space)', () => {
    expect(uuidV5('www.example.com', DNS)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('matches the well-known vector "hello" in the DNS name space', () => {
    expect(uuidV5('hello', DNS)).toBe('9342d47a-1bab-5709-9869-c840b2eac501');
  });
});
