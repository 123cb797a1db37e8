/**
 * Outside services are configured by a set of environment variables that go together: all of
 * them (use the service) or none (use the local default). Half a set would quietly fall back to
 * the default, so it is an error that says what is set and what is missing.
 */
export interface HalfConfiguration {
  /** The first missing variable: where the error is reported. */
  variable: string;
  message: string;
}

export function halfConfigurationOf(
  env: Readonly<Record<string, unknown>>,
  { service, required, optional = [], advice }: { service: string; required: readonly string[]; optional?: readonly string[]; advice: string },
): HalfConfiguration | null {
  const given = [...required, ...optional].filter((name) => env[name] !== undefined);
  const missing = required.filter((name) => env[name] === undefined);
  if (given.length === 0 || missing.length === 0) return null;
  const verb = (names: string[]) => (names.length === 1 ? 'is' : 'are');
  return {
    variable: missing[0]!,
    message: `${service} is half configured: ${given.join(', ')} ${verb(given)} set but ${missing.join(', ')} ${verb(missing)} not. ${advice}`,
  };
}
