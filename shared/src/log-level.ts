/** The level names pino knows by default, `silent` included (it turns logging off). */
const PINO_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** LOG_LEVEL is shared with the commerce service (Medusa), whose finer levels pino calls by other names. */
const MEDUSA_LEVELS: Readonly<Record<string, string>> = { http: 'debug', verbose: 'debug', silly: 'trace' };

/**
 * The pino level LOG_LEVEL names (default info), for the site's request log and the platform's
 * logger alike; a name neither pino nor Medusa knows stops the process with the names it may be.
 */
export function logLevelOf(named: string | undefined): string {
  const wanted = named || 'info';
  const level = MEDUSA_LEVELS[wanted] ?? wanted;
  if (!(PINO_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${PINO_LEVELS.join(', ')}, not "${wanted}"`);
  }
  return level;
}
