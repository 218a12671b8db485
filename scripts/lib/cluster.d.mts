import type { ChildProcess, StdioNull, StdioPipe } from 'node:child_process';

export type Running = {
  child: ChildProcess;
  url: string;
  pid: number | undefined;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

type Options = { port: number; env?: Record<string, string>; output?: StdioNull | StdioPipe };

export function startProvider(options: Options): Promise<Running>;
export function startInstance(options: Options & { providerUrl: string }): Promise<Running>;
