#!/usr/bin/env node
// `npm test`: the type check, lint and unit tests side by side (they share nothing), then the
// production build, then the end-to-end tests against it. Each step's output is printed whole when it
// ends, so parallel steps never interleave; the first failure stops the rest and the exit code says so.
import { spawn } from 'node:child_process';

/** npm scripts of package.json, in stages: a stage starts when the one before has passed. */
const STAGES = [['typecheck', 'lint', 'test:unit'], ['build'], ['test:e2e']];
const running = new Set();

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Each step in its own process group, so a failure elsewhere stops its children too.
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      const verdict = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`\n── npm run ${script}: ${verdict} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = Date.now();
for (const stage of STAGES) {
  const results = await Promise.all(
    stage.map((script) =>
      run(script).then((ok) => {
        if (!ok) stopAll();
        return ok;
      }),
    ),
  );
  if (results.includes(false)) {
    console.log(`npm test: failed after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exit(1);
  }
}
console.log(`npm test: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
