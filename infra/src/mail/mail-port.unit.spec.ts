import { isPermanentMailRefusal } from './mail-port';

describe('a permanent mail refusal', () => {
  it.each([
    [{ responseCode: 550, code: 'EENVELOPE' }, true],
    [{ responseCode: 554 }, true],
    [{ code: 'EENVELOPE' }, true],
    [{ code: 'EMESSAGE' }, true],
    [{ responseCode: 421, code: 'EENVELOPE' }, false],
    [{ responseCode: 451 }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [new Error('socket hang up'), false],
    [null, false],
  ])('%j → %s', (err, permanent) => {
    expect(isPermanentMailRefusal(err)).toBe(permanent);
  });
});
