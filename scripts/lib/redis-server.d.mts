export type RunningRedis = {
  url: string;
  port: number;
  dir: string;
  pid: number | undefined;
  stop(options?: { kill?: boolean; keepDir?: boolean }): Promise<void>;
};

export const REDIS_SERVER: string;
export function redisAvailable(): boolean;
export function waitForRedis(port: number, timeoutMs?: number): Promise<void>;
export function startRedis(options: {
  port: number;
  appendonly?: boolean;
  dir?: string;
}): Promise<RunningRedis>;
