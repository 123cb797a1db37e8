/**
 * The stand-ins infra/deploy ships where a secret belongs (issue #40): compose.yaml's defaults,
 * which make `docker compose up` work for a demo without a .env file, and the Kubernetes
 * Secret's `REPLACE` markers. Each is long enough to pass a length check, so in production
 * (NODE_ENV=production) the environment checks refuse them by name: cms/env.ts, the commerce
 * settings of the site and the admin, and the commerce service's commerce/src/env.ts.
 * infra/deploy/deploy-manifests.test.ts fails when a deploy file ships one not listed here.
 */
export const DEPLOY_PLACEHOLDERS: readonly string[] = [
  // compose.yaml
  'replace-me-with-32-or-more-random-characters',
  'halaqa-demo',
  'halaqa-demo-secret',
  'migrations-only-placeholder-never-used-to-sign-anything',
  // kubernetes/config.yaml's Secret
  'REPLACE',
  'REPLACE-with-32-or-more-random-characters',
];

/** A problem with one variable, reported where the variable is. */
export interface PlaceholderProblem {
  variable: string;
  message: string;
}

/** The password of a URL (`postgres://user:password@host/db`), or null when `value` is no URL with one. */
function passwordOf(value: string): string | null {
  try {
    const password = new URL(value).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

/** Each of `names` whose value in `env`, or whose URL's password, is a shipped placeholder. */
export function placeholderProblems(env: Readonly<Record<string, unknown>>, names: readonly string[]): PlaceholderProblem[] {
  return names.flatMap((name) => {
    const value = env[name];
    if (typeof value !== 'string') return [];
    const advice = 'the placeholder of infra/deploy (compose.yaml or the Kubernetes Secret): set a secret of your own in production';
    if (DEPLOY_PLACEHOLDERS.includes(value)) return [{ variable: name, message: `${name} is ${advice}` }];
    const password = passwordOf(value);
    if (password !== null && DEPLOY_PLACEHOLDERS.includes(password)) return [{ variable: name, message: `${name}'s password is ${advice}` }];
    return [];
  });
}
