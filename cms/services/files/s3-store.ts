import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../env';
import type { ByteSpan, FileStore } from './file-store';
import { tenantPathOf } from './tenant-path';

/**
 * Files as objects `{tenantId}/{key}` in one bucket of any S3-compatible service (AWS, MinIO,
 * Cloudflare R2, Ceph …), through the AWS SDK v3 client that `@payloadcms/storage-s3` uses (see
 * docs/decisions/files.md, "Why not `@payloadcms/storage-s3`"). Objects are private: the site
 * serves them itself after checking who may read them.
 */
export class S3Store implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC32 checksums are refused by several S3-compatible services; the
      // signed payload hash (x-amz-content-sha256) already protects what we send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable endpoint fails the request in seconds instead of the OS's minutes.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  async put(tenantId: string, key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: tenantPathOf(tenantId, key), Body: bytes }));
  }

  async get(tenantId: string, key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: tenantPathOf(tenantId, key) }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      // Only a missing object is "not found"; a wrong bucket or credentials must surface as errors.
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async stream(tenantId: string, key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const range = span ? `bytes=${span.start}-${span.end}` : undefined;
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: tenantPathOf(tenantId, key), Range: range }));
      return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : new Blob([]).stream();
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(tenantId: string, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: tenantPathOf(tenantId, key) }));
  }
}
