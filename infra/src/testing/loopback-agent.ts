import { lookup } from 'node:dns';
import { Agent } from 'undici';

/**
 * Node's fetch cannot reach `acme.localhost` (no DNS for it) and drops a Host header set by
 * hand, so this agent resolves tenant hosts to loopback, the way browsers resolve *.localhost.
 * Other hosts are refused (the tests' clients) or resolved as usual (the Paymob double, which
 * posts callbacks wherever an intention says).
 */
export function loopbackAgent(otherHosts: 'refuse' | 'resolve', localAddress?: string): Agent {
  return new Agent({
    connect: {
      // Another loopback address (127.0.0.2) as the connection's source: a second client machine to the site.
      ...(localAddress ? { localAddress } : {}),
      lookup: (hostname, options, callback) => {
        if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
          if ((options as { all?: boolean }).all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else callback(null, '127.0.0.1', 4);
          return;
        }
        if (otherHosts === 'resolve') return lookup(hostname, options, callback);
        callback(new Error(`Tests reach only *.localhost, not ${hostname}`), '', 4);
      },
    },
  });
}
