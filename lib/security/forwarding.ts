import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { AddressRange } from '../env';

/** An IPv4 address as Node may report it (IPv4-mapped IPv6, `::ffff:1.2.3.4`) in its plain form. */
export function unmapIPv4(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The reverse proxies allowed to say who the visitor is: `TRUSTED_PROXIES` as lib/env.ts read it
 * (addresses and CIDR ranges, or `loopback`, the default: nginx on the same machine).
 */
export function trustedProxies(ranges: readonly AddressRange[]): BlockList {
  const list = new BlockList();
  for (const { address, prefix, family } of ranges) list.addSubnet(address, prefix, family);
  return list;
}

/**
 * Connections that came in on the server's Unix socket (SOCKET_PATH, lib/server/socket.ts): it has
 * no peer address, and its file mode lets in only the local proxy, which is trusted like a listed one.
 */
const socketPeers = new WeakSet<object>();

/** Marks a connection accepted on the Unix socket (the socket server's `connection` event). */
export function markSocketPeer(socket: object): void {
  socketPeers.add(socket);
}

/**
 * The request's peer as a plain address ('' on the Unix socket, which has none), and whether it is
 * a trusted proxy.
 */
function peerOf(socket: IncomingMessage['socket'], list: BlockList) {
  if (socketPeers.has(socket)) return { address: '', trusted: true };
  const address = unmapIPv4(socket.remoteAddress ?? '');
  return { address, trusted: isTrusted(list, address) };
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The visitor's address: walking the X-Forwarded-For chain (each proxy appends the address it
 * saw) from the socket's peer to the left, the first address that is not a trusted proxy. What
 * lies left of it was written by the visitor and is never believed. An entry that is not an
 * address stops the walk at the proxy that passed it on.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string | undefined {
  const chain = [
    ...(forwardedFor ?? '').split(',').map((entry) => unmapIPv4(entry.trim())),
    unmapIPv4(peer ?? ''),
  ].filter(Boolean);
  let nearest: string | undefined;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const address = chain[i]!;
    if (!isIP(address)) return nearest;
    if (!isTrusted(trusted, address)) return address;
    nearest = address;
  }
  return nearest;
}

/** A request's headers as Node (the server) or the Fetch API (proxy.ts, route handlers) holds them. */
type HeaderSource = IncomingHttpHeaders | Headers;

function headerOf(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Before Next sees a request, the verdict on who the visitor is and how they came, written into
 * the request for everything after (proxy.ts, the page cache, route handlers): `X-Forwarded-For`
 * becomes the one address the trusted proxies vouch for, `X-Forwarded-Proto` `https` or `http`;
 * the other forwarded headers are kept only when the peer is a trusted proxy. Read them with
 * `clientIp` and `isHttps`, never by a model of one's own.
 */
export function applyForwarding(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trusted: BlockList,
): void {
  const { address: peer, trusted: fromProxy } = peerOf(req.socket, trusted);
  const address = clientAddress(
    peer,
    fromProxy ? headerOf(req.headers, 'x-forwarded-for') : undefined,
    trusted,
  );
  // TLS here, or at a trusted proxy in front (the first of a chain's list is the visitor's side).
  const https =
    Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
    (fromProxy && headerOf(req.headers, 'x-forwarded-proto')?.split(',')[0]?.trim() === 'https');
  delete req.headers['x-real-ip'];
  if (address) req.headers['x-forwarded-for'] = address;
  else delete req.headers['x-forwarded-for'];
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
  if (!fromProxy) {
    for (const name of ['x-forwarded-host', 'x-forwarded-port']) delete req.headers[name];
  }
}

/** Whether the request's peer is one of the trusted proxies (or came in on the Unix socket). */
export function fromTrustedProxy(req: Pick<IncomingMessage, 'socket'>, trusted: BlockList) {
  return peerOf(req.socket, trusted).trusted;
}

/**
 * Whether the visitor reached the site over https, as `applyForwarding` decided. Without the
 * production server (`next dev`) nobody decides: Next's own `x-forwarded-proto` is read as it is.
 */
export function isHttps(headers: HeaderSource): boolean {
  return headerOf(headers, 'x-forwarded-proto') === 'https';
}

/**
 * The visitor's address (the forms' and webhooks' rate limits, the provider's X-Forwarded-For), as
 * `applyForwarding` decided: the one address it left in X-Forwarded-For; null when there is none.
 * Without the production server (`next dev`) Next fills in the socket's peer when a request has no
 * such header, and a list (nobody decided) is no address (docs/decisions.md).
 */
export function clientIp(headers: HeaderSource): string | null {
  const value = headerOf(headers, 'x-forwarded-for')?.trim();
  if (!value) return null;
  const address = unmapIPv4(value);
  return isIP(address) ? address.toLowerCase() : null;
}
