import { unmapIPv4 } from '@/lib/security/forwarding';

/**
 * The visitor's address, for the rate limit and for the provider's X-Forwarded-For.
 *
 * Next sets `x-forwarded-for` to the socket's peer address when the request has none, and keeps the
 * header a reverse proxy (or load balancer) sent. A proxy appends the address it saw, so the LAST
 * entry is the one the nearest hop vouches for; entries before it are whatever the visitor claimed.
 * In production the site runs behind such a proxy (README); directly exposed, a visitor could pick
 * its own key by sending the header, which only lets it be limited under another name.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  const candidate = last || headers.get('x-real-ip')?.trim();
  if (!candidate) return null;
  const address = unmapIPv4(candidate);
  return /^[0-9a-f.:]{2,45}$/i.test(address) ? address.toLowerCase() : null;
}
