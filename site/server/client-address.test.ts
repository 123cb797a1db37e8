import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from './client-address';

describe('clientAddressOf', () => {
  const cases: [string, string, string | null, string, string][] = [
    // [case, TRUSTED_PROXIES, X-Forwarded-For, peer, client]
    ['no proxies listed: the socket, whatever the header says', '', '203.0.113.9', '127.0.0.1', '127.0.0.1'],
    ['an untrusted peer cannot name another client', '10.0.0.1', '203.0.113.9', '198.51.100.7', '198.51.100.7'],
    ['a trusted proxy without the header: the proxy', '10.0.0.1', null, '10.0.0.1', '10.0.0.1'],
    ['a trusted proxy: the address it saw', '10.0.0.1', '203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['spoofed entries left of the real client are ignored', '10.0.0.1', '1.2.3.4, 203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['a chain of trusted proxies is skipped from the right', '10.0.0.0/8', '1.2.3.4, 203.0.113.9, 10.0.0.7', '10.0.0.1', '203.0.113.9'],
    ['a peer outside the listed range is not trusted', '10.0.0.0/24', '203.0.113.9', '10.0.1.1', '10.0.1.1'],
    ['an IPv4 peer on a dual-stack socket matches its IPv4 entry', '10.0.0.1', '203.0.113.9', '::ffff:10.0.0.1', '203.0.113.9'],
    ['an IPv4 peer on a dual-stack socket is given without the prefix', '', null, '::ffff:127.0.0.1', '127.0.0.1'],
    ['IPv6 ranges', '2001:db8::/32', '2001:db9::1', '2001:db8::5', '2001:db9::1'],
    ['every hop trusted: the left-most', '10.0.0.0/8', '10.0.0.3, 10.0.0.2', '10.0.0.1', '10.0.0.3'],
    ['garbage as the last hop: the proxy is all we know', '10.0.0.1', '203.0.113.9, nonsense', '10.0.0.1', '10.0.0.1'],
    ['garbage further left stops at the hop after it', '10.0.0.0/8', 'nonsense, 10.0.0.2', '10.0.0.1', '10.0.0.2'],
  ];
  it.each(cases)('%s', (_case, trusted, forwardedFor, peer, client) => {
    expect(clientAddressOf(peer, forwardedFor, parseTrustedProxies(trusted))).toBe(client);
  });
});

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges, spaces and empty entries allowed', () => {
    const trusted = parseTrustedProxies(' 10.0.0.1 , 192.168.0.0/16,, ::1 ');
    expect(['10.0.0.1', '192.168.4.5', '::1'].map((address) => trusted.has(address))).toEqual([true, true, true]);
    expect(['10.0.0.2', '192.169.0.1', '::2', 'nonsense'].map((address) => trusted.has(address))).toEqual([false, false, false, false]);
  });

  it.each(['10.0.0.1/33', 'proxy.internal', '10.0.0.0/8/1', '::1/129', '10.0.0.1/x'])('refuses %s, naming it', (entry) => {
    expect(() => parseTrustedProxies(entry)).toThrow(`TRUSTED_PROXIES: "${entry}"`);
  });
});
