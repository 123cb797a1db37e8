import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantContext } from '@halaqa/cms/services/context';
import { uploadFile } from '@halaqa/cms/services/files/upload-file';
import { tenantDb } from '@halaqa/cms/services/tenant-db';
import type { Actor } from '@halaqa/cms/services/users/actor';
import { REPO_ROOT } from '../paths';

/**
 * The one video every demo video lesson plays: 16 seconds of slowly changing colour, 64 px
 * square, 10 KB (VP8 in WebM, made with e2e/support/tiny-video.ts's `tinyWebm(browser, 16)`).
 * A lesson video must be a file in the site's store (its key, played from /files/{key}), and
 * there is no recorded lecture to ship: the lesson's words are its transcript, which the player
 * shows beside it and as captions. Found from the repository root, as the CLI runs bundled.
 */
const DEMO_VIDEO = path.join(REPO_ROOT, 'infra', 'src', 'demo', 'demo-lesson.webm');

const DEMO_VIDEO_NAME = path.basename(DEMO_VIDEO);

/** The demo video's key: uploaded as the owner would in the course editor (a public lesson file), unless an earlier seed did. */
export async function ensureDemoVideo(ctx: TenantContext, owner: Actor): Promise<string> {
  // A stored name is `{random}_{original}` (shared/file-keys).
  const uploaded = await tenantDb(ctx).findOne({ collection: 'files', where: { key: { contains: `_${DEMO_VIDEO_NAME}` } } });
  if (uploaded) return uploaded.key;
  const bytes = new Uint8Array(await readFile(DEMO_VIDEO));
  return (await uploadFile(ctx, owner, { name: DEMO_VIDEO_NAME, bytes, visibility: 'public', segment: 'materials' })).key;
}
