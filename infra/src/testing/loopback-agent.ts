import { lookup } from 'node:dns';
import net from 'node:net';
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

/**
 * A client on another machine, as the site sees it: every connection to a tenant host (on
 * loopback) comes from `localAddress` (127.0.0.2 …), which undici's own connector does not set.
 */
export function loopbackAgentFrom(localAddress: string): Agent {
  return new Agent({
    connect: (options, callback) => {
      if (options.hostname !== 'localhost' && !options.hostname.endsWith('.localhost')) {
        callback(new Error(`Tests reach only *.localhost, not ${options.hostname}`), null);
        return;
      }
      const socket = net.connect({ host: '127.0.0.1', port: Number(options.port), localAddress });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
}
