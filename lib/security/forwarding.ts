import type { IncomingMessage } from 'node:http';

const PRIVATE_V4 = /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/;
const PRIVATE_V6 = /^(?:::1$|f[cd][0-9a-f]{2}:)/i;

/** An IPv4 address as Node may report it (IPv4-mapped IPv6, `::ffff:1.2.3.4`) in its plain form. */
export function unmapIPv4(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** Loopback or private-network peers: where the reverse proxy in front of the site lives. */
export function isTrustedPeer(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = unmapIPv4(address);
  return PRIVATE_V4.test(v4) || PRIVATE_V6.test(address);
}

/**
 * Only a reverse proxy on this machine or the private network may say who the visitor is (the
 * forms' rate limit keys on it): from anyone else the claim is dropped, and Next then records the
 * socket's own peer address.
 */
export function dropUntrustedForwarding(req: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  if (isTrustedPeer(req.socket.remoteAddress)) return;
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-real-ip'];
}
