import { pino, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { logLevelOf } from '@halaqa/shared/log-level';

export type Log = Logger;

/**
 * The platform's one logger (pino at LOG_LEVEL), given to Payload as its own (payload.config.ts)
 * so `payload.logger`, the job handlers' loggers and the services' lines are the same stream:
 * JSON lines on stdout for the log collector, as the site's request log writes them, and pretty
 * lines when a person runs the process at a terminal.
 *
 * What logs from inside a request takes the request's child instead (context.ts `log`, made by
 * the site with the request id, tenant and user), so its lines can be found beside the request's.
 */
export const platformLog: Log = pino(
  { level: logLevelOf(process.env.LOG_LEVEL) },
  process.stdout.isTTY ? pinoPretty({ colorize: true, ignore: 'pid,hostname', sync: true }) : undefined,
);
