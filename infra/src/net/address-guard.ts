// Which hosts an outbound call to a user-typed URL may reach: public unicast addresses only, each name resolved once.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OutboundRefused } from './outbound-refused';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name to addresses; injectable so tests can map a fake public name onto a local server. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A URL whose host was resolved and checked: connect to `address`, keep `hostname` for Host and SNI. */
export interface CheckedTarget {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

export interface AddressGuardOptions {
  /** Test-only: also admit loopback, private, link-local, CGNAT and unique-local addresses (a local image server). */
  allowPrivateAddresses?: boolean;
  /** Test-only: these exact addresses pass whatever their range, standing in for public hosts (a redirect's first hop). */
  admitAddresses?: readonly string[];
  resolve?: Resolver;
}

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

// ipaddr.js range names that only the test-only switch opens; everything else but 'unicast' stays shut.
const PRIVATE_RANGES = new Set(['loopback', 'private', 'linkLocal', 'carrierGradeNat', 'uniqueLocal']);
// ::/96 (deprecated IPv4-compatible addresses, e.g. ::127.0.0.1) is 'unicast' to ipaddr.js but never a public host.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];

/** The range an address falls in ('unicast' for a public one); IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  return range;
}

const canonical = (address: string) => (ipaddr.isValid(address) ? ipaddr.process(address).toString() : address);

export class AddressGuard {
  private readonly resolve: Resolver;
  private readonly allowPrivate: boolean;
  private readonly admitted: Set<string>;

  constructor(options: AddressGuardOptions = {}) {
    this.resolve = options.resolve ?? systemResolver;
    this.allowPrivate = options.allowPrivateAddresses ?? false;
    this.admitted = new Set((options.admitAddresses ?? []).map(canonical));
  }

  /** True when an outbound call may connect to this address. */
  admits(address: string): boolean {
    const range = addressRange(address);
    if (range === 'unicast' || (this.allowPrivate && PRIVATE_RANGES.has(range))) return true;
    return range !== 'invalid' && this.admitted.has(canonical(address));
  }

  /** Checks scheme and host of one hop; throws OutboundRefused before any connection is made. */
  async check(url: URL): Promise<CheckedTarget> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('scheme');
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) as 4 | 6 }] : await this.lookup(hostname);
    // Every answer must pass: a name that also points inside is refused, whichever address a connect would pick.
    if (addresses.length === 0 || !addresses.every((a) => this.admits(a.address))) throw new OutboundRefused('address');
    return { url, hostname, address: addresses[0].address, family: addresses[0].family };
  }

  private async lookup(hostname: string): Promise<ResolvedAddress[]> {
    try {
      return await this.resolve(hostname);
    } catch {
      throw new OutboundRefused('dns');
    }
  }
}
