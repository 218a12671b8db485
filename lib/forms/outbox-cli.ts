import { sharedRedis } from '@/lib/redis/client';
import { deadLetters, retryDeadLetters } from './outbox';

export const OUTBOX_USAGE = `The forms' outbox (with REDIS_URL): submissions the provider refused or that kept failing.

Usage: REDIS_URL=redis://… npm run -s submissions -- outbox [--retry] [--format text|json]

  (no option)  list the dead letters
  --retry      put every dead letter back in the outbox (the instances forward it again)`;

type Output = { out(text: string): void; err(text: string): void };

/** `npm run submissions -- outbox …`; returns the exit code. */
export async function runOutboxCli(argv: string[], io: Output): Promise<number> {
  if (argv.includes('--help')) {
    io.out(`${OUTBOX_USAGE}\n`);
    return 0;
  }
  const redis = sharedRedis();
  if (!redis) {
    io.err(`REDIS_URL is not set: without it forms post synchronously, there is no outbox.\n`);
    return 2;
  }
  const deadline = Date.now() + 3_000;
  while (redis.state() !== 'up' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    if (argv.includes('--retry')) {
      io.out(`${await retryDeadLetters(redis)} put back in the outbox\n`);
      return 0;
    }
    const letters = await deadLetters(redis);
    if (argv.includes('json')) {
      io.out(`${JSON.stringify(letters, null, 2)}\n`);
    } else if (letters.length === 0) {
      io.out('No dead letters.\n');
    } else {
      for (const letter of letters) {
        io.out(
          `${letter.failedAt}  ${letter.form}  key ${letter.key}  after ${letter.attempts} attempt(s): ${letter.reason}\n  ${letter.body}\n`,
        );
      }
    }
    return 0;
  } catch (error) {
    io.err(`Redis: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await redis.close();
  }
}
