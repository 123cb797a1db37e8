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
