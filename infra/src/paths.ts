import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever a command is started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Local state of the development platform (git-ignored). */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const CMS_DIR = path.join(REPO_ROOT, 'cms');
/** Executables of the workspace (Node 24's `node`, astro, next, tsx …). */
export const BIN_DIR = path.join(REPO_ROOT, 'node_modules', '.bin');
/** The built site's server (compression around the adapter's handler); its argument is the build's entry. */
export const SITE_SERVER = path.join(REPO_ROOT, 'site', 'server', 'production-server.ts');
/**
 * Node's flags for the site's server (issue #45, item 3; the Dockerfile's CMD has them too). By
 * default V8 sizes its heap for the machine's memory (a 4 GiB limit on 24 GiB): under the load
 * benchmark the young generation grew to 128 MiB and the old one to 3.5 times what it held
 * alive, and the process to 595 MiB. Semi-spaces of 8 MiB, and an old generation of at most
 * 512 MiB (for a limit that size V8 lets it grow to 1.4 times its live objects between full
 * collections, not 4), keep it under 300 MiB at the same throughput; the live heap is about
 * 100 MiB, the caches' budgets together 104 MiB (shared/src/cache-budgets.ts), so 512 MiB
 * leaves room (docs/decisions/performance.md, "Site process memory").
 */
export const SITE_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=512'];
/**
 * The site's environment beside those flags (the Dockerfile's site stage sets it too). glibc
 * gives each thread that allocates (V8's compiler and GC helpers, libuv's pool) an arena of its
 * own, and freed memory stays in them: capped at two, the site's memory outside V8's heap after
 * the load benchmark was 116–118 MiB against 143–153 MiB uncapped, the process 275–281 MiB
 * against 302–323 MiB, with every throughput target met (docs/decisions/performance.md).
 */
export const SITE_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;
