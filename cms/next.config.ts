import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  // The workspace root, so Turbopack resolves the linked @halaqa/shared package.
  turbopack: { root: path.resolve(dirname, '..') },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
