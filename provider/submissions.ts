import { runSubmissionsCli } from './submissions-cli';

process.exitCode = runSubmissionsCli(process.argv.slice(2));
