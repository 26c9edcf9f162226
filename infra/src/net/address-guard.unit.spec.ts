// The address guard: which hosts a user-typed URL may reach, decided before any connection.
import { AddressGuard, addressRange, type Resolver } from './address-guard';
import { OutboundRefused } from './outbound-refused';

const dns =
  (answers: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const refusal = async (guard: AddressGuard, url: string) => {
  try {
    await guard.check(new URL(url));
    return 'admitted';
  } catch (err) {
    return (err as OutboundRefused).reason;
  }
};

describe('AddressGuard', () => {
  it.each([
    'localhost',
    '127.1',
    '2130706433',
    '0x7f000001',
    '[::ffff:127.0.0.1]',
    '0.0.0.0',
    '127.0.0.1',
    '0177.0.0.1',
    '[::1]',
    '[::]',
    '[::127.0.0.1]',
  ])('refuses the loopback spelling %s', async (host) => {
    // The real resolver: localhost comes from the hosts file, the rest are literals that never reach DNS.
    expect(await refusal(new AddressGuard(), `http://${host}:8080/photo.png`)).toBe('address');
  });

  it.each([
    ['RFC 1918', ['10.0.0.7', '172.16.4.4', '172.31.255.1', '192.168.1.1']],
    ['link-local and cloud metadata', ['169.254.169.254', 'fe80::1']],
    ['CGNAT', ['100.64.0.1', '100.127.255.254']],
    ['IPv6 unique-local', ['fc00::1', 'fd12:3456::1']],
    ['IPv4-mapped IPv6 of inside addresses', ['::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:127.0.0.1']],
    ['multicast and broadcast', ['224.0.0.1', '239.255.255.250', 'ff02::1', '255.255.255.255']],
    ['unspecified', ['0.0.0.0', '0.1.2.3', '::']],
    ['documentation, benchmarking and reserved', ['192.0.2.1', '198.51.100.1', '203.0.113.9', '198.18.0.1', '240.0.0.1', '2001:db8::1']],
    [
      'IPv4 carried inside IPv6 (NAT64, 6to4, Teredo, IPv4-compatible)',
      ['64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:4136:e378::1', '::7f00:1'],
    ],
  ])('refuses %s addresses, as literals and as DNS answers', async (_kind, addresses) => {
    for (const address of addresses) {
      const guard = new AddressGuard({ resolve: dns({ 'inside.example.test': [address] }) });
      expect([address, await refusal(guard, 'http://inside.example.test/x.png')]).toEqual([address, 'address']);
      const literal = address.includes(':') ? `[${address}]` : address;
      expect([address, await refusal(guard, `http://${literal}/x.png`)]).toEqual([address, 'address']);
    }
  });

  it('admits public IPv4 and IPv6 addresses, also IPv4-mapped, and keeps the typed name for Host and SNI', async () => {
    const guard = new AddressGuard({
      resolve: dns({ 'photos.example.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] }),
    });
    expect(await guard.check(new URL('https://photos.example.test/a.png'))).toMatchObject({
      hostname: 'photos.example.test',
      address: '93.184.215.14',
      family: 4,
    });
    expect(await guard.check(new URL('http://[2606:4700::1111]/a.png'))).toMatchObject({
      hostname: '2606:4700::1111',
      address: '2606:4700::1111',
      family: 6,
    });
    expect(await guard.check(new URL('http://[::ffff:8.8.8.8]/a.png'))).toMatchObject({ address: '::ffff:808:808' });
  });

  it('refuses a name when any one of its addresses is inside', async () => {
    const guard = new AddressGuard({ resolve: dns({ 'mixed.example.test': ['93.184.215.14', '127.0.0.1'] }) });
    expect(await refusal(guard, 'http://mixed.example.test/a.png')).toBe('address');
  });

  it('refuses a name that does not resolve, and schemes other than http and https', async () => {
    const guard = new AddressGuard({ resolve: dns({}) });
    expect(await refusal(guard, 'http://nowhere.example.test/a.png')).toBe('dns');
    for (const url of [
      'ftp://93.184.215.14/a.png',
      'file:///etc/passwd',
      'gopher://93.184.215.14/',
      'javascript:alert(1)',
      'data:image/png;base64,AA==',
    ])
      expect([url, await refusal(guard, url)]).toEqual([url, 'scheme']);
  });

  it('with the test-only switch admits loopback and private addresses but still not multicast, broadcast or unspecified', async () => {
    const guard = new AddressGuard({ allowPrivateAddresses: true });
    for (const address of ['127.0.0.1', '::1', '10.0.0.7', '192.168.1.1', '169.254.1.1', '100.64.0.1', 'fd00::1'])
      expect([address, guard.admits(address)]).toEqual([address, true]);
    for (const address of ['0.0.0.0', '::', '224.0.0.1', '255.255.255.255', 'ff02::1'])
      expect([address, guard.admits(address)]).toEqual([address, false]);
  });

  it('admits an explicitly listed address in any spelling, and only that one', () => {
    const guard = new AddressGuard({ admitAddresses: ['127.0.0.2'] });
    expect(guard.admits('127.0.0.2')).toBe(true);
    expect(guard.admits('::ffff:127.0.0.2')).toBe(true);
    expect(guard.admits('127.0.0.1')).toBe(false);
  });

  it('classifies with ipaddr.js ranges and judges IPv4-mapped IPv6 as its IPv4', () => {
    expect(addressRange('8.8.8.8')).toBe('unicast');
    expect(addressRange('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressRange('::ffff:100.64.0.1')).toBe('carrierGradeNat');
    expect(addressRange('not an address')).toBe('invalid');
  });
});
