import { describe, expect, it } from 'vitest';
import { parseCmsEnv } from '../../env';

/** Which file store the environment selects (cms/env.ts): local disk, S3, or a clear refusal. */
const BASE = { DATABASE_URL: 'postgres://halaqa@127.0.0.1:54329/halaqa', FILES_DIR: '/srv/files' };
const S3 = {
  S3_BUCKET: 'halaqa-files',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage settings', () => {
  it('keeps files on local disk when no S3 variable is set, or only empty ones', () => {
    expect(parseCmsEnv(BASE).s3).toBeNull();
    expect(parseCmsEnv({ ...BASE, S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });

  it('selects S3 with the four required variables, path-style off unless asked for', () => {
    expect(parseCmsEnv({ ...BASE, ...S3 }).s3).toEqual({
      bucket: 'halaqa-files',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(parseCmsEnv({ ...BASE, ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('refuses half a configuration, naming what is set and what is missing', () => {
    expect(() => parseCmsEnv({ ...BASE, S3_BUCKET: 'halaqa-files', S3_REGION: 'eu-central-1' })).toThrow(
      'S3_ACCESS_KEY_ID: S3 storage is half configured: S3_BUCKET, S3_REGION are set but S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not.',
    );
    expect(() => parseCmsEnv({ ...BASE, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not/);
  });

  it('refuses an endpoint that is not a URL and a path-style flag that is not a boolean', () => {
    expect(() => parseCmsEnv({ ...BASE, ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: S3_ENDPOINT must be an http(s) URL');
    expect(() => parseCmsEnv({ ...BASE, ...S3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow('S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false');
  });
});
