import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { defaultDbPath } from './config';
import { isCalendarDay, istanbulDayStart } from './dates';
import { toCsv, toJson, toText } from './submission-format';
import { listSubmissions } from './submission-store';
import { SUBMISSION_TYPES, type SubmissionType } from './types';

const USAGE = `Export the forms visitors sent (newsletter, contact, proposal requests).

Usage: npm run -s submissions -- [--type newsletter|contact|proposal] [--format text|csv|json]
                                 [--since YYYY-MM-DD] [--db path]

  --type     only this kind of submission (default: all)
  --format   text (default, for reading), csv (spreadsheets, RFC 4180) or json
  --since    only submissions from this day on (Istanbul time)
  --db       database file (default: $PROVIDER_DB or data/provider.db)

Example: npm run -s submissions -- --type proposal --format csv > proposals.csv

The site's outbox (REDIS_URL): npm run -s submissions -- outbox [--retry]`;

const FORMATS = ['text', 'csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

class UsageError extends Error {}

function options(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      format: { type: 'string', default: 'text' },
      since: { type: 'string' },
      db: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const type = values.type;
  if (type !== undefined && !(SUBMISSION_TYPES as readonly string[]).includes(type)) {
    throw new UsageError(`--type must be one of ${SUBMISSION_TYPES.join(', ')}`);
  }
  if (!(FORMATS as readonly string[]).includes(values.format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  }
  if (values.since !== undefined && !isCalendarDay(values.since)) {
    throw new UsageError('--since must be a date written YYYY-MM-DD');
  }
  return {
    help: values.help ?? false,
    type: type as SubmissionType | undefined,
    format: values.format as Format,
    since: values.since,
    dbPath: values.db ?? defaultDbPath(),
  };
}

type Output = { out: (text: string) => void; err: (text: string) => void };

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Runs the export and returns the exit code: 0 done, 1 no database, 2 bad arguments. */
export function runSubmissionsCli(argv: string[], io: Output = stdio): number {
  let opts;
  try {
    opts = options(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (opts.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (opts.dbPath === ':memory:' || !existsSync(opts.dbPath)) {
    io.err(`No provider database at ${opts.dbPath}. Start the provider once (npm run provider).\n`);
    return 1;
  }
  const db = new Database(opts.dbPath, { readonly: true, fileMustExist: true });
  try {
    const since = opts.since ? istanbulDayStart(opts.since) : undefined;
    const submissions = listSubmissions(db, { type: opts.type, since });
    io.out(
      opts.format === 'csv'
        ? toCsv(submissions, opts.type)
        : opts.format === 'json'
          ? toJson(submissions)
          : toText(submissions, { type: opts.type, since: opts.since }),
    );
    return 0;
  } finally {
    db.close();
  }
}
