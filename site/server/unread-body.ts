import type http from 'node:http';
import type net from 'node:net';

/**
 * How long a client whose body was refused keeps the connection after the reply, to read it,
 * before it is cut. Cut at once, a client still sending meets a TCP reset, which can throw away
 * the reply before it is read (RFC 9112, 9.6, "the TCP reset problem"): our own test client got
 * a bare reset instead of the 413. Two seconds is many round trips.
 */
const LINGER_MS = 2_000;
/**
 * What of the body may still be read meanwhile and passed over: what was in flight when the
 * client saw the reply, so that its hanging up reaches us and the connection closes sooner.
 * Past it the socket is no longer read and waits out LINGER_MS.
 */
const DISCARD_BYTES = 1024 * 1024;

/**
 * A reply that starts while its request's body is still arriving ends the connection (issue
 * #39): a refusal before the body is read (an anonymous upload's 401, a declared length over a
 * limit) or part-way (a 413 once the limit is passed). Kept alive, Node reads the rest of the body
 * off the wire and throws it away to find where the next request begins: 50 MB taken in from
 * anyone, for a refusal. Here, whatever endpoint or middleware answered, the reply says
 * `Connection: close`, no more of the body is read, and the connection closes in stages once the
 * reply is out.
 *
 * Decided when the head is written, the one moment the header can still be set: a body that has
 * arrived whole, read or not, costs nothing more to pass over, and its connection stays open.
 */
export function closeConnectionIfBodyUnread(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!hasBody(req)) return;
  const writeHead = res.writeHead;
  // Node's implicit head (a first write or end without writeHead) goes through writeHead too.
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!req.complete) refuseRestOfBody(req, this);
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
}

/** A request without a length or encoding of its body has none (RFC 9112, 6.3). */
function hasBody(req: http.IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function refuseRestOfBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader('connection', 'close');
  discardAtMost(req, DISCARD_BYTES);
  const socket = res.socket;
  // Node ends a connection whose reply said close with destroySoon(): its write side ends and it
  // is destroyed once the reply is out. This socket's destroy waits LINGER_MS instead.
  if (socket) socket.destroySoon = () => closeInStages(socket);
}

/**
 * A request nobody reads, Node drains to its end once the reply is sent; one being read is left
 * to its reader. This reader passes over `limit` bytes, then pauses: the request's buffer fills
 * and the socket stops being read. A request its handler read part-way and left (a 413 on the
 * way) is paused already, and stays so.
 */
function discardAtMost(req: http.IncomingMessage, limit: number): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > limit) req.pause();
  });
}

/** The write side ends after the reply (the client sees the end of the connection), then all of it. */
function closeInStages(socket: net.Socket): void {
  socket.end();
  const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(cut));
}
