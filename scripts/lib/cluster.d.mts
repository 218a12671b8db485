import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export type Running = {
  child: ChildProcess;
  url: string;
  pid: number | undefined;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

type Options = { port: number; env?: Record<string, string>; output?: StdioNull | StdioPipe };

export function startProvider(options: Options): Promise<Running>;
/** A site instance; `socket` is its Unix socket's path when started with one. */
export type RunningInstance = Running & { socket: string | undefined };

export type InstanceSocket = { path: string; env: Record<string, string>; remove(): void };

export function startInstance(
  options: Options & { providerUrl: string; socket?: boolean | InstanceSocket },
): Promise<RunningInstance>;
export function instanceSocket(dir?: string): InstanceSocket;
