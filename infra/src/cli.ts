import { dev } from './commands/dev';
import { migrate } from './commands/migrate';
import { operatorSet } from './commands/operator';
import { payouts } from './commands/payouts';
import { seed } from './commands/seed';
import { start } from './commands/start';
import { subscriptionsRenew } from './commands/subscriptions-renew';
import { tenantCreate } from './commands/tenant-create';
import { tenantSetPlan } from './commands/tenant-plan';
import { tenantSetSuspended } from './commands/tenant-suspend';

const HELP = `halaqa — the platform's command line

  pnpm start                      start everything, built as in production (same as: pnpm halaqa start)
  pnpm dev                        the same with development servers that reload (127.0.0.1 only)
  pnpm halaqa tenant create …     create a learning site with a verified owner
  pnpm halaqa tenant suspend --domain D / unsuspend --domain D   switch a site off or on
  pnpm halaqa tenant plan --domain D --plan free|basic|pro|enterprise [--note N]   put a site on a plan without payment
  pnpm halaqa subscriptions renew [--at TIME]   the plan renewal pass (invoices, grace notices, cancelled plans ending) now or as of TIME
  pnpm halaqa payouts list [--status pending|paid|rejected] / pay --id ID [--note N] / reject --id ID --note N
                                  trainers' payouts: list them, mark one paid or rejected
  pnpm halaqa operator grant|revoke --domain D --email E   make a user a platform operator (payouts and plan changes in the admin)
  pnpm halaqa migrate             apply pending database migrations
  pnpm halaqa seed                migrations, then the demo site on localhost if missing

The database is DATABASE_URL when set, else the embedded PostgreSQL with data in .data/.`;

async function main(argv: string[]): Promise<number> {
  const [command, subcommand, ...rest] = argv;
  if (command === 'start') return start();
  if (command === 'dev') return dev();
  if (command === 'migrate') return migrate();
  if (command === 'seed') return seed();
  if (command === 'tenant' && subcommand === 'create') return tenantCreate(rest);
  if (command === 'tenant' && subcommand === 'plan') return tenantSetPlan(rest);
  if (command === 'tenant' && subcommand === 'suspend') return tenantSetSuspended(rest, true);
  if (command === 'tenant' && subcommand === 'unsuspend') return tenantSetSuspended(rest, false);
  if (command === 'subscriptions' && subcommand === 'renew') return subscriptionsRenew(rest);
  if (command === 'payouts' && subcommand) return payouts([subcommand, ...rest]);
  if (command === 'operator' && subcommand === 'grant') return operatorSet(rest, true);
  if (command === 'operator' && subcommand === 'revoke') return operatorSet(rest, false);
  console.log(HELP);
  return command && command !== 'help' && command !== '--help' ? 2 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
