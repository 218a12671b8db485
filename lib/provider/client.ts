import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { providerCall } from '@/lib/server/telemetry';
import type { ProviderRequest } from './requests';

export { NETWORK_ID } from './requests';

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

let instance: AxiosInstance | undefined;

/** The one axios instance that talks to the provider. */
export function providerHttp(): AxiosInstance {
  instance ??= axios.create({
    baseURL: env.PROVIDER_API_URL,
    timeout: env.PROVIDER_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Status handling is ours: 404 is data ("no such page"), the rest are failures.
    validateStatus: () => true,
  });
  return instance;
}

/**
 * GET + zod parse. Returns null on 404; throws ProviderError on anything else that is not 2xx.
 * PROVIDER_TIMEOUT_MS bounds the whole read (connect, wait and body), not just an idle socket.
 */
export function getJson<T extends z.ZodType>(
  schema: T,
  request: ProviderRequest,
): Promise<z.infer<T> | null> {
  return providerCall('GET', request.path, () => readJson(schema, request));
}

async function readJson<T extends z.ZodType>(
  schema: T,
  { path, params, headers }: ProviderRequest,
): Promise<z.infer<T> | null> {
  let response;
  // A total deadline: axios's own timeout only fires on an idle socket, never on a trickling body.
  const deadline = AbortSignal.timeout(env.PROVIDER_TIMEOUT_MS);
  try {
    response = await providerHttp().get(path, {
      params,
      headers,
      responseType: 'json',
      signal: deadline,
    });
  } catch (error) {
    const reason = deadline.aborted
      ? `no complete answer within ${env.PROVIDER_TIMEOUT_MS} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    throw new ProviderError(`provider unreachable: ${reason}`, undefined, path);
  }
  if (response.status === 404) return null;
  if (response.status < 200 || response.status >= 300) {
    throw new ProviderError(`provider answered ${response.status}`, response.status, path);
  }
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.')}: ${first.message}` : 'invalid body';
    throw new ProviderError(
      `provider answered an unexpected shape (${where})`,
      response.status,
      path,
    );
  }
  return parsed.data;
}
