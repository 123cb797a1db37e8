import { BlockList, isIP } from 'node:net';

/**
 * The client's address for rate limits and sessions. `X-Forwarded-For` is anyone's to write, so it
 * counts only when the direct peer is a proxy the operator listed in TRUSTED_PROXIES
 * (comma-separated addresses or CIDR ranges; empty: no proxy, the socket's address is the client).
 * Behind trusted proxies the client is the right-most address of the header that is not itself a
 * trusted proxy: every hop appends the address it saw, so addresses left of the first untrusted
 * one were written by the client and prove nothing.
 */
export interface TrustedProxies {
  has(address: string): boolean;
  readonly none: boolean;
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** Reads TRUSTED_PROXIES; an entry that is no address or range stops the server with its text. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (text ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
    if (!family || rest.length > 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range`);
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    none: entries.length === 0,
    has(candidate) {
      const address = plainAddress(candidate);
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The client of a request whose socket peer is `peer` and whose X-Forwarded-For is `forwardedFor`. */
export function clientAddressOf(peer: string, forwardedFor: string | null, trusted: TrustedProxies): string {
  if (trusted.none || !forwardedFor || !trusted.has(peer)) return plainAddress(peer);
  const hops = forwardedFor.split(',').map(plainAddress);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    // A hop that is no address (garbage, "unknown") ends the trustworthy part: the proxy next to it is the client we know.
    if (!isIP(hop)) return index === hops.length - 1 ? plainAddress(peer) : hops[index + 1]!;
    if (!trusted.has(hop)) return hop;
  }
  // Every hop is a trusted proxy: the left-most one is as far as the chain goes.
  return hops[0]!;
}
