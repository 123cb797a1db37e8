// Preloaded into the built site's server by the benchmarks (startBenchPlatform, through
// NODE_OPTIONS="--require …"): on SIGUSR2 it writes the process's own view of its memory
// (process.memoryUsage, V8's heap spaces) to BENCH_MEMORY_DIR/site-memory-<pid>.json, for
// bench/site-memory.ts. In other processes (tsx, the CLI) it does nothing.
if (process.argv.slice(1).some((argument) => argument.endsWith('entry.mjs'))) {
  const fs = require('node:fs');
  const path = require('node:path');
  const v8 = require('node:v8');
  const dir = process.env.BENCH_MEMORY_DIR ?? require('node:os').tmpdir();
  process.on('SIGUSR2', () => {
    const file = path.join(dir, `site-memory-${process.pid}.json`);
    const report = { memoryUsage: process.memoryUsage(), heapSpaces: v8.getHeapSpaceStatistics(), heap: v8.getHeapStatistics() };
    // Written whole, then renamed: the benchmark reads it as soon as it appears.
    fs.writeFileSync(`${file}.part`, JSON.stringify(report));
    fs.renameSync(`${file}.part`, file);
  });
}
