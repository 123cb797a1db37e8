import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML, true once React runs in the browser. Forms keep their
 * submit button disabled until then, so an early click cannot fall back to a native submit
 * (which would put the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
