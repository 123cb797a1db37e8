/** Addresses a link may have: those the server's sanitiser keeps (http, https, mailto). */
export function isLinkAddress(text: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
