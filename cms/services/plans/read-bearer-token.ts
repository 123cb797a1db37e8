/** The token of a request: `Authorization: Bearer <token>` (the GET calls) or `token` in the body. */
export function bearerTokenOf(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1] ?? null;
}
