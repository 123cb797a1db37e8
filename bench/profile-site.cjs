// Profiles the built site server (production-server.ts serving an entry.mjs) under a benchmark and writes a V8 CPU
// profile to BENCH_PROFILE_DIR (default /tmp) when the benchmark stops it, for Chrome DevTools or
// speedscope. Node refuses --cpu-prof in NODE_OPTIONS, hence a preload:
//   NODE_OPTIONS="--require ./bench/profile-site.cjs" BENCH_REPORT_ONLY=1 npx -y pnpm@10 bench
if (process.argv.slice(1).some((argument) => argument.endsWith('entry.mjs'))) {
  const inspector = require('node:inspector');
  const fs = require('node:fs');
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 1000 }, () => session.post('Profiler.start')));
  process.prependListener('SIGTERM', () => {
    session.post('Profiler.stop', (error, { profile }) => {
      fs.writeFileSync(`${process.env.BENCH_PROFILE_DIR ?? '/tmp'}/site-${process.pid}.cpuprofile`, JSON.stringify(profile));
      process.exit(0);
    });
  });
}
