import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible object store on loopback, speaking S3's REST protocol for
 * one bucket, path-style (`/{bucket}/{key}`): PUT, GET (whole or one byte range), HEAD and DELETE of objects, S3's XML
 * errors (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch …), and every request's AWS
 * Signature Version 4 checked against the stub's one access key, with the payload hash checked
 * against the bytes received. The platform's production client (`@aws-sdk/client-s3`) is what
 * talks to it. Anything else S3 offers (listing, multipart, virtual-host addressing, chunked
 * uploads) is answered 501, so a client that starts to need it fails loudly instead of storing
 * something wrong.
 */
export interface S3Stub {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The cms's S3_* variables pointing at this stub. */
  env: Record<string, string>;
  /** Keys of the objects in the bucket, in the order they were last written. */
  keys(): string[];
  object(key: string): { bytes: Buffer; contentType: string } | undefined;
  /** Removes an object behind the client's back (a file lost from the bucket). */
  remove(key: string): void;
  /** `METHOD /path` of every request answered, for a failing test's message. */
  requests: string[];
  /** `key start-end` of every ranged GET answered: what a reader of part of a file fetched. */
  ranges: string[];
  stop(): Promise<void>;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
const encodeRfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The path as the client sent it: URL parsing would resolve `.` and `..`, which S3 never does. */
const rawPathOf = (request: http.IncomingMessage) => (request.url ?? '/').split('?')[0]!;

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
}

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export async function startS3Stub(options: { bucket?: string; region?: string } = {}): Promise<S3Stub> {
  const bucket = options.bucket ?? 'halaqa-files';
  const region = options.region ?? 'eu-central-1';
  const accessKeyId = `STUB${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(20).toString('base64');
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const ranges: string[] = [];

  /** Recomputes the request's SigV4 signature from what arrived; any difference is S3's 403. */
  function checkSignature(request: http.IncomingMessage, url: URL, body: Buffer): void {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    const [, keyId, date, scopeRegion, service, signedHeaderList, signature] = match as unknown as string[];
    if (keyId !== accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (scopeRegion !== region || service !== 's3') throw new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`);
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const signedHeaders = signedHeaderList!.split(';');
    if (!amzDate.startsWith(date!) || !signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
      throw new S3Error(403, 'AccessDenied', 'The request must sign host and x-amz-date.');
    }
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash.startsWith('STREAMING-')) throw new S3Error(501, 'NotImplemented', 'The stub does not accept chunked uploads.');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }

    const query = [...url.searchParams]
      .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
    // S3 signs the path exactly as sent (encoded once, never normalised).
    const canonicalRequest = [request.method, rawPathOf(request), query, headers, signedHeaderList, payloadHash].join('\n');
    const scope = `${date}/${scopeRegion}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), scopeRegion!), 's3'), 'aws4_request');
    if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature) {
      throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
  }

  function objectHeaders(object: StoredObject): Record<string, string> {
    return {
      'content-type': object.contentType,
      'content-length': String(object.bytes.byteLength),
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
    };
  }

  function answer(request: http.IncomingMessage, url: URL, body: Buffer, response: http.ServerResponse): void {
    checkSignature(request, url, body);
    const [, bucketName = '', ...keyParts] = rawPathOf(request).split('/').map(decodePathSegment);
    if (bucketName !== bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = keyParts.join('/');
    // x-id names the operation (the SDK adds it); any other query is an operation the stub lacks.
    if (!key || [...url.searchParams.keys()].some((name) => name !== 'x-id')) throw new S3Error(501, 'NotImplemented', 'The stub serves single objects only.');

    const stored = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        if (request.headers['content-encoding']?.includes('aws-chunked')) throw new S3Error(501, 'NotImplemented', 'The stub does not accept chunked uploads.');
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.delete(key);
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream', etag, lastModified: new Date() });
        response.writeHead(200, { etag });
        return void response.end();
      }
      case 'GET': {
        if (!stored) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        // One `bytes=start-end` range, as S3 answers it (206 with Content-Range); other forms are not needed here.
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (!range) {
          response.writeHead(200, objectHeaders(stored));
          return void response.end(stored.bytes);
        }
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), stored.bytes.byteLength - 1);
        if (start > end) throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
        const part = stored.bytes.subarray(start, end + 1);
        ranges.push(`${key} ${start}-${end}`);
        response.writeHead(206, { ...objectHeaders(stored), 'content-length': String(part.byteLength), 'content-range': `bytes ${start}-${end}/${stored.bytes.byteLength}` });
        return void response.end(part);
      }
      case 'HEAD':
        // HEAD answers carry no body, so S3 sends a bare 404.
        response.writeHead(stored ? 200 : 404, stored ? objectHeaders(stored) : {});
        return void response.end();
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return void response.end();
      default:
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push(`${request.method} ${rawPathOf(request)}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    response.setHeader('x-amz-request-id', requestId);
    try {
      answer(request, url, Buffer.concat(chunks), response);
    } catch (caught) {
      const error = caught instanceof S3Error ? caught : new S3Error(500, 'InternalError', String(caught));
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message><Resource>${xmlEscape(rawPathOf(request))}</Resource><RequestId>${requestId}</RequestId></Error>`;
      response.writeHead(error.status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : xml);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: () => [...objects.keys()],
    object: (key) => {
      const stored = objects.get(key);
      return stored && { bytes: stored.bytes, contentType: stored.contentType };
    },
    remove: (key) => void objects.delete(key),
    requests,
    ranges,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
