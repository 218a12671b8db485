import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { dropUntrustedForwarding, isTrustedPeer } from './forwarding';

describe('isTrustedPeer', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.1.1',
    '192.168.0.9',
    'fd12:3456::1',
  ])('trusts %s', (address) => expect(isTrustedPeer(address)).toBe(true));
  it.each(['8.8.8.8', '::ffff:8.8.8.8', '172.32.0.1', '2001:db8::1', '::12', '', undefined])(
    'does not trust %s',
    (address) => expect(isTrustedPeer(address)).toBe(false),
  );
});

describe('dropUntrustedForwarding', () => {
  const request = (remoteAddress: string) =>
    ({
      socket: { remoteAddress },
      headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4', host: 'x' },
    }) as unknown as IncomingMessage;

  it('drops a visitor-supplied address from a public peer', () => {
    const req = request('203.0.113.7');
    dropUntrustedForwarding(req);
    expect(req.headers).toEqual({ host: 'x' });
  });

  it('keeps what a local reverse proxy says', () => {
    const req = request('127.0.0.1');
    dropUntrustedForwarding(req);
    expect(req.headers['x-forwarded-for']).toBe('1.2.3.4');
  });
});
