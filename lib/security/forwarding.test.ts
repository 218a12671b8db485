import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyForwarding,
  clientAddress,
  clientIp,
  fromTrustedProxy,
  isHttps,
  markSocketPeer,
  trustedProxies,
} from './forwarding';
import { parseEnv } from '../env';

/** TRUSTED_PROXIES as the environment gives it. */
const trustedList = (spec: string) =>
  trustedProxies(parseEnv({ TRUSTED_PROXIES: spec }).TRUSTED_PROXIES);

describe('trustedProxies', () => {
  it('trusts loopback only by default', () => {
    const list = trustedList('');
    expect(list.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list.check('127.9.9.9', 'ipv4')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
    for (const address of ['10.1.2.3', '192.168.0.9', '172.20.1.1']) {
      expect(list.check(address, 'ipv4')).toBe(false);
    }
    expect(list.check('fd12:3456::1', 'ipv6')).toBe(false);
  });

  it('reads addresses and ranges', () => {
    const list = trustedList('10.0.0.0/8, 192.168.1.5, fd00::/8, 1.2.3.4/32');
    expect(list.check('10.9.8.7', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.5', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.6', 'ipv4')).toBe(false);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(list.check('127.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('1.2.3.4', 'ipv4')).toBe(true);
    expect(list.check('1.2.3.5', 'ipv4')).toBe(false);
  });
});

describe('clientAddress', () => {
  const loopback = trustedList('loopback');

  it('takes the right-most address that is not a trusted proxy', () => {
    // nginx on loopback appended the visitor it saw; the visitor wrote the first entry.
    expect(clientAddress('127.0.0.1', 'spoofed-1.1.1.1, 203.0.113.7', loopback)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress('127.0.0.1', '9.9.9.9, 203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '::ffff:203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  it('never believes a visitor who is not behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.5', undefined, loopback)).toBe('10.0.0.5');
    expect(clientAddress('203.0.113.7', undefined, loopback)).toBe('203.0.113.7');
  });

  it('walks through a chain of trusted proxies', () => {
    const chain = trustedList('loopback, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.2, 10.0.0.3', chain)).toBe(
      '198.51.100.2',
    );
  });

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, <script>', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', loopback)).toBe('127.0.0.1');
  });
});

describe('applyForwarding', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({
      socket: { remoteAddress },
      headers: { host: 'x', ...headers },
    }) as unknown as IncomingMessage;
  const trusted = trustedList('loopback');

  it('replaces the chain by the one address it vouches for', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-real-ip': '6.6.6.6',
      'x-forwarded-proto': 'https',
    });
    applyForwarding(req, trusted);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(req.headers['x-real-ip']).toBeUndefined();
    expect(req.headers['x-forwarded-proto']).toBe('https');
    expect(isHttps(req.headers)).toBe(true);
  });

  it('drops every forwarded claim of a peer that is not a trusted proxy', () => {
    // A private-network peer was trusted before: 40 of 40 rotating claims got past the limit.
    const req = request('10.1.2.3', {
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    applyForwarding(req, trusted);
    expect(req.headers).toEqual({
      host: 'x',
      'x-forwarded-for': '10.1.2.3',
      'x-forwarded-proto': 'http',
    });
    expect(isHttps(req.headers)).toBe(false);
  });

  it('trusts a connection on the Unix socket (no address) like a listed proxy, and no other', () => {
    const viaSocket = request('', {
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    markSocketPeer(viaSocket.socket);
    expect(fromTrustedProxy(viaSocket, trustedList('10.0.0.1'))).toBe(true);
    applyForwarding(viaSocket, trustedList('10.0.0.1'));
    expect(viaSocket.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(isHttps(viaSocket.headers)).toBe(true);
    // Without an address from the proxy there is no visitor address, never the socket's ''.
    const bare = request('', {});
    markSocketPeer(bare.socket);
    applyForwarding(bare, trusted);
    expect(bare.headers['x-forwarded-for']).toBeUndefined();
    // A TCP connection that lost its address (closed) is not the socket.
    const gone = request('', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' });
    expect(fromTrustedProxy(gone, trusted)).toBe(false);
    applyForwarding(gone, trusted);
    expect(gone.headers).toEqual({ host: 'x', 'x-forwarded-proto': 'http' });
  });
});

describe('the forwarding verdict, as the rest of the site reads it', () => {
  const trusted = trustedList('loopback');
  const request = (remoteAddress: string, headers: Record<string, string>, encrypted = false) =>
    ({ socket: { remoteAddress, encrypted }, headers }) as unknown as IncomingMessage;
  const decided = (req: IncomingMessage) => {
    applyForwarding(req, trusted);
    return new Headers(req.headers as Record<string, string>);
  };

  it("says https once: TLS here, or the first entry of a trusted proxy's list", () => {
    expect(isHttps(decided(request('127.0.0.1', { 'x-forwarded-proto': 'https, http' })))).toBe(
      true,
    );
    expect(isHttps(decided(request('127.0.0.1', { 'x-forwarded-proto': 'http, https' })))).toBe(
      false,
    );
    expect(isHttps(decided(request('203.0.113.7', { 'x-forwarded-proto': 'https' })))).toBe(false);
    expect(isHttps(decided(request('203.0.113.7', {}, true)))).toBe(true);
    // What proxy.ts and the page cache read is the header the step wrote, one word.
    expect(
      decided(request('127.0.0.1', { 'x-forwarded-proto': 'https, http' })).get(
        'x-forwarded-proto',
      ),
    ).toBe('https');
  });

  it("gives the forms the visitor's address the step vouched for, never the visitor's claim", () => {
    const spoofed = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '6.6.6.6' };
    expect(clientIp(decided(request('127.0.0.1', spoofed)))).toBe('203.0.113.7');
    expect(clientIp(decided(request('198.51.100.4', spoofed)))).toBe('198.51.100.4');
    expect(clientIp(decided(request('::ffff:198.51.100.4', {})))).toBe('198.51.100.4');
    expect(clientIp(decided(request('2001:DB8::1', {})))).toBe('2001:db8::1');
  });

  it('reads one address only: a list or anything else is no verdict', () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    // Under `next dev` a client's list reaches the route as sent: nobody vouched for any entry.
    expect(clientIp(headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.4' }))).toBeNull();
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.1' }))).toBeNull();
    expect(clientIp(headers({ 'x-forwarded-for': 'evil; drop' }))).toBeNull();
    expect(clientIp(headers({ 'x-forwarded-for': '<script>' }))).toBeNull();
    expect(clientIp(headers({}))).toBeNull();
  });
});
