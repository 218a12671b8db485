import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env, imagePatterns, mediaOnLoopback, type Env } from '../env';

/**
 * Next's configuration as the build resolved it (.next/required-server-files.json), for
 * `__NEXT_PRIVATE_STANDALONE_CONFIG`, the way Next's own standalone server starts: without it Next
 * compiles next.config.ts again at every start, which maps both SWC compilers (~38 MB of resident
 * memory for as long as the process runs; docs/performance.md "Memory under mixed load"). What
 * next.config.ts reads from this process's environment is read again here: the media hosts (and
 * whether they are this machine).
 */
export function builtConfig(root: string, source: Env = env) {
  const { config } = JSON.parse(
    readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'),
  ) as { config: { images: Record<string, unknown> } };
  return {
    ...config,
    images: {
      ...config.images,
      remotePatterns: imagePatterns(source),
      dangerouslyAllowLocalIP: mediaOnLoopback(source),
    },
  };
}
