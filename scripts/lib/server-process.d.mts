export const SERVER_NODE_FLAGS: string[];
export const SERVER_SCRIPT: string;
export function mallocEnv(env?: Record<string, string | undefined>): Record<string, string>;
