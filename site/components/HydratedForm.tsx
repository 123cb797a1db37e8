import type { FormHTMLAttributes } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form whose fields wait for React. Before the island hydrates, a field React controls shows
 * the server's value but takes what the user types; hydrating, React puts its own state back and
 * the typing is gone (a box ticked on the settings page came back unticked, and was saved so).
 * Until React runs, the fields are disabled by a fieldset around them, which global.css lays out
 * as if it were not there. Forms whose fields React does not control (PostForm, the sign-in
 * forms) keep what was typed and need none of this.
 */
export function HydratedForm({ children, ...formProps }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...formProps}>
      <fieldset className="until-hydrated" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
