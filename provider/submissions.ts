import { runOutboxCli } from '../lib/forms/outbox-cli';
import { runSubmissionsCli } from './submissions-cli';

const argv = process.argv.slice(2);
const io = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
};

// `outbox`: the site's dead letters in Redis (lib/forms/outbox.ts); else the provider's database.
if (argv[0] === 'outbox') {
  void runOutboxCli(argv.slice(1), io).then((code) => {
    process.exitCode = code;
  });
} else {
  process.exitCode = runSubmissionsCli(argv);
}
