import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  // The workspace root, so Turbopack resolves the linked @halaqa/shared package.
  turbopack: { root: path.resolve(dirname, '..') },
  // The types are checked once, by `pnpm typecheck` (check:cms-types: tsc on this same tsconfig),
  // which CI runs before anything is built, and images are built from commits CI passed.
  // `next build` checked them again: 26 s of every admin build, the test setup's longest chain.
  typescript: { ignoreBuildErrors: true },
  // The editors' admin may be framed by nothing but itself (clickjacking), like the site.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
