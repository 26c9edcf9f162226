import { liveIdentity, mayReceive } from './live-audience';

describe('who may receive a chat’s live frames', () => {
  it('lets a seller receive only the frames of their own chats', () => {
    const seller = liveIdentity('seller-1', null);
    expect(mayReceive(seller, 'seller-1')).toBe(true);
    expect(mayReceive(seller, 'seller-2')).toBe(false);
  });

  it('lets staff and warehouse managers receive every chat’s frames', () => {
    expect(mayReceive(liveIdentity('staff-1', 'STAFF'), 'seller-2')).toBe(true);
    expect(mayReceive(liveIdentity('manager-1', 'WAREHOUSE_MANAGER'), 'seller-2')).toBe(true);
  });

  it('treats an unknown user type as a seller', () => {
    expect(mayReceive(liveIdentity('someone', 'PARTNER'), 'seller-2')).toBe(false);
  });
});
