import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const headers = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it('takes the address the nearest hop added (the last of X-Forwarded-For)', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.4' }))).toBe('198.51.100.4');
  });
  it('unwraps IPv4-mapped IPv6 and keeps IPv6', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1');
  });
  it('falls back to X-Real-IP, and refuses what is not an address', () => {
    expect(clientIp(headers({ 'x-real-ip': '192.0.2.1' }))).toBe('192.0.2.1');
    expect(clientIp(headers({ 'x-forwarded-for': 'evil; drop' }))).toBeNull();
    expect(clientIp(headers({ 'x-forwarded-for': '<script>' }))).toBeNull();
    expect(clientIp(headers({}))).toBeNull();
  });
});
