#!/usr/bin/env node
// `npm run upgrade-drill [-- --next <version>] [--keep] [--site-port N --provider-port N] [e2e args]`
// (docs/operations.md "Upgrade drill"): the project as it stands (tracked files and uncommitted
// changes, not node_modules or .next) copied to a temporary folder, Next installed there at the given
// version or dist-tag (default: the newest canary) with the React it asks for and a matching
// eslint-config-next, built, and the end-to-end suite run against it on ports of its own. The
// checkout is never touched. Prints the versions, the build's result and the e2e counts; exits 1 on
// any failure. A failing test names its coupling in docs/architecture.md's "Coupling register".
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
} from 'node:fs';
import { readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { next: 'canary', keep: false, sitePort: 3300, providerPort: 4300, e2e: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--next') options.next = argv[++i];
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--site-port') options.sitePort = Number(argv[++i]);
    else if (arg === '--provider-port') options.providerPort = Number(argv[++i]);
    else options.e2e.push(arg);
  }
  if (!options.next) throw new Error('--next needs a version or a dist-tag');
  return options;
}

const npmView = (spec, field) => {
  try {
    const out = execFileSync('npm', ['view', spec, field, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out ? JSON.parse(out) : null;
  } catch {
    return null;
  }
};

/** x.y.z-canary.n as comparable numbers. */
const canaryKey = (version) => {
  const [, major, minor, patch, n] = /^(\d+)\.(\d+)\.(\d+)-canary\.(\d+)$/.exec(version) ?? [];
  return major === undefined ? null : [major, minor, patch, n].map(Number);
};

/**
 * A version or dist-tag as the exact version npm serves. `canary` falls back to the newest
 * `-canary.N` version when the registry has no such tag (a mirror may carry `latest` only).
 */
export function resolveNext(spec, view = npmView) {
  if (/^\d+\.\d+\.\d+/.test(spec)) return spec;
  const tagged = view(`next@${spec}`, 'version');
  if (typeof tagged === 'string') return tagged;
  if (Array.isArray(tagged)) return tagged.at(-1);
  if (spec !== 'canary') throw new Error(`next@${spec}: no such version or dist-tag`);
  const canaries = (view('next', 'versions') ?? []).filter((version) => canaryKey(version));
  canaries.sort((a, b) => {
    const [x, y] = [canaryKey(a), canaryKey(b)];
    return x.map((part, i) => part - y[i]).find((d) => d !== 0) ?? 0;
  });
  if (canaries.length === 0) throw new Error('no canary of next on the registry');
  return canaries.at(-1);
}

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current?.exitCode === null) process.kill(-current.pid, 'SIGTERM');
  });
}

function run(command, args, { cwd, env, log, quiet = false }) {
  return new Promise((resolve) => {
    log.write(`\n$ ${command} ${args.join(' ')}\n`);
    // In its own process group, so that a stopped drill stops its servers too.
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
    current = child;
    let output = '';
    const take = (chunk) => {
      log.write(chunk);
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      current = null;
      resolve({ ok: code === 0, output });
    });
  });
}

/** The working tree's files git knows of or would add (tracked, changed, new), not what it ignores. */
function copyProject(to) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from) && !isLink(from)) continue; // deleted, not yet committed
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    if (isLink(from)) symlinkSync(readlinkSync(from), path.join(to, file));
    else copyFileSync(from, path.join(to, file));
    copied += 1;
  }
  return copied;
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Where a Next package keeps the React its App Router runs (not the `react` package it peers). */
export const VENDORED_REACT = 'dist/compiled/react/cjs/react.production.js';

/** The version that file declares. */
export const vendoredReactVersion = (source) =>
  /\bversion\s*=\s*"([^"]+)"/.exec(source)?.[1] ?? null;

/** The React a Next version ships for the App Router, read from its tarball. */
function vendoredReact(nextVersion, dir, log) {
  const tarball = execFileSync('npm', ['pack', `next@${nextVersion}`, '--pack-destination', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .trim()
    .split('\n')
    .at(-1);
  const file = path.join(dir, tarball);
  const source = execFileSync('tar', ['-xzOf', file, `package/${VENDORED_REACT}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  rmSync(file);
  const version = vendoredReactVersion(source);
  log.write(`next@${nextVersion} ships React ${version}\n`);
  return version;
}

let reactNote = null;

/** React for a Next version: a canary's own React canary, else the newest its peer range allows. */
function reactFor(nextVersion, dir, log) {
  if (nextVersion.includes('-canary.')) {
    const vendored = vendoredReact(nextVersion, dir, log);
    if (vendored && npmView(`react@${vendored}`, 'version') === vendored) return vendored;
    log.write(`React ${vendored} is not on the registry: the newest of the peer range instead\n`);
    reactNote = `next ships ${vendored}, not on the registry`;
  }
  const range = npmView(`next@${nextVersion}`, 'peerDependencies')?.react;
  const versions = [npmView(`react@${range}`, 'version') ?? []].flat();
  // npm lists the matches unordered: the highest x.y.z.
  const parts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);
  versions.sort(
    (a, b) =>
      parts(a)
        .map((n, i) => n - parts(b)[i])
        .find((d) => d !== 0) ?? 0,
  );
  return versions.at(-1);
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'upgrade-drill-'));
  const logFile = `${dir}.log`;
  const log = createWriteStream(logFile);
  const summary = { folder: dir, log: logFile };
  const say = (line) => {
    console.log(`[drill] ${line}`);
    log.write(`[drill] ${line}\n`);
  };
  let ok = false;
  try {
    const next = resolveNext(options.next);
    const react = reactFor(next, dir, log);
    const usesEslintConfig = Boolean(
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies?.[
        'eslint-config-next'
      ],
    );
    const eslintConfig =
      usesEslintConfig && npmView(`eslint-config-next@${next}`, 'version') === next ? next : null;
    if (reactNote) summary.reactNote = reactNote;
    Object.assign(summary, {
      next,
      react,
      eslintConfig: eslintConfig ?? 'unchanged (none published)',
    });
    say(`next ${next}, react ${react}, eslint-config-next ${summary.eslintConfig}`);
    say(`copied ${copyProject(dir)} files to ${dir}`);
    // A repository of its own: tests that list the project's files ask git (lib/docs.test.ts).
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '-A'], { cwd: dir });

    const packages = [`next@${next}`, `react@${react}`, `react-dom@${react}`];
    if (eslintConfig) packages.push(`eslint-config-next@${eslintConfig}`);
    const install = ['install', '--no-audit', '--no-fund', '--save-exact', ...packages];
    let t = Date.now();
    let installed = await run('npm', install, { cwd: dir, log, quiet: true });
    if (!installed.ok && /ERESOLVE/.test(installed.output)) {
      // A React canary is outside other packages' `^19` peer ranges (a prerelease never matches).
      say('peer ranges refuse this React: installing with --legacy-peer-deps');
      installed = await run('npm', [...install, '--legacy-peer-deps'], {
        cwd: dir,
        log,
        quiet: true,
      });
      summary.install = 'with --legacy-peer-deps';
    }
    if (!installed.ok) throw new Error(`npm install failed (${logFile})`);
    const actual = (name) =>
      JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'))
        .version;
    Object.assign(summary, { next: actual('next'), react: actual('react') });
    say(`installed in ${seconds(t)}: next ${summary.next}, react ${summary.react}`);

    // The unit tests first: several hold Next's private surface itself (the coupling register).
    t = Date.now();
    const unit = await run('npm', ['run', 'test:unit'], { cwd: dir, log, env: { NO_COLOR: '1' } });
    const tally = (word) =>
      [...unit.output.matchAll(new RegExp(`^\\s+Tests\\s.*?(\\d+) ${word}`, 'gm'))].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    summary.unit = `${tally('passed')} passed, ${tally('failed')} failed in ${seconds(t)}`;
    summary.unitFailures = [...unit.output.matchAll(/^ FAIL {2}(.+)$/gm)].map((m) => m[1]);
    say(`unit tests ${summary.unit}`);

    t = Date.now();
    const build = await run('npm', ['run', 'build'], { cwd: dir, log });
    summary.build = `${build.ok ? 'passed' : 'FAILED'} in ${seconds(t)}`;
    say(`build ${summary.build}`);
    if (!build.ok) return;

    t = Date.now();
    const e2e = await run('npm', ['run', 'test:e2e', '--', ...options.e2e], {
      cwd: dir,
      log,
      env: {
        E2E_SITE_PORT: String(options.sitePort),
        E2E_PROVIDER_PORT: String(options.providerPort),
      },
    });
    const counts = /e2e: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(e2e.output);
    summary.e2e = counts
      ? `${counts[1]} passed, ${counts[2]} failed, ${counts[3]} skipped in ${seconds(t)}`
      : `did not finish (${seconds(t)})`;
    // Playwright's closing list of the tests that failed (or were flaky), as printed.
    summary.e2eFailures = [...e2e.output.matchAll(/^\s+(\[[\w-]+\] › .+)$/gm)].map((m) => m[1]);
    ok = unit.ok && build.ok && e2e.ok && Boolean(counts) && counts[2] === '0';
  } catch (error) {
    summary.error = error instanceof Error ? error.message : String(error);
  } finally {
    summary.result = ok ? 'passed' : 'FAILED';
    summary.time = seconds(started);
    console.log('\n── upgrade drill ──');
    for (const [name, value] of Object.entries(summary)) {
      if (Array.isArray(value)) value.forEach((line) => console.log(`  ${name}: ${line}`));
      else console.log(`  ${name}: ${value}`);
    }
    log.end();
    if (!options.keep) {
      rmSync(dir, { recursive: true, force: true });
      console.log(`  (folder removed; --keep keeps it; the log stays at ${logFile})`);
    }
    process.exitCode = ok ? 0 : 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
