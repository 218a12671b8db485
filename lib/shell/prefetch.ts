/**
 * docs/product.md §2 / §9: link prefetch is skipped offline, on 2g and with save-data; idle timeout
 * 2000 ms.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export type ConnectionInfo = {
  onLine?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string } | null;
};

export function shouldPrefetch(info: ConnectionInfo): boolean {
  if (info.onLine === false) return false;
  const connection = info.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  // effectiveType is 'slow-2g' | '2g' | '3g' | '4g'.
  return !(connection.effectiveType ?? '').includes('2g');
}
