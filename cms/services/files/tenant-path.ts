/**
 * `{tenantId}/{key}`, refusing anything that a path or URL could resolve outside the tenant's
 * folder. Keys are validated before they get here (isFileKey); this is the last line.
 */
export function tenantPathOf(tenantId: string, key: string): string {
  const segments = [tenantId, ...key.split('/')];
  if (tenantId.includes('/') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Key escapes its folder: ${key}`);
  }
  return segments.join('/');
}
