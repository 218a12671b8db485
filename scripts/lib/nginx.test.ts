import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_TEMPLATE, renderSiteConf } from './nginx.mjs';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const options = {
  httpPort: 8080,
  httpsPort: 8443,
  upstreams: ['/tmp/x/a/http.sock', 3001, '127.0.0.1:3002'],
  cert: '/tmp/x/cert.pem',
  key: '/tmp/x/key.pem',
  dir: '/tmp/x',
};

describe('renderSiteConf', () => {
  it('renders the operator template for loopback ports, N instances and a local directory', () => {
    // As deployed: every instance by its socket, one per systemd unit.
    expect(template.match(/^\s*server [^\s{]+/gm)?.map((line) => line.trim())).toEqual([
      'server unix:/run/venue-site/3000/http.sock',
      'server unix:/run/venue-site/3001/http.sock',
    ]);
    const conf = renderSiteConf(template, options);
    const servers = conf.match(/^\s*server (unix:\/|127\.0\.0\.1:)\S+ .*;$/gm) ?? [];
    expect(servers.map((line) => line.trim())).toEqual([
      'server unix:/tmp/x/a/http.sock max_fails=0;',
      'server 127.0.0.1:3001 max_fails=0;',
      'server 127.0.0.1:3002 max_fails=0;',
    ]);
    expect(conf).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('return 301 https://$host:8443$request_uri;');
    expect(conf).toContain('ssl_certificate /tmp/x/cert.pem;');
    expect(conf).toContain('ssl_certificate_key /tmp/x/key.pem;');
    // Nothing outside the directory, nothing on IPv6 or on every address.
    expect(conf.replace(/#.*$/gm, '')).not.toMatch(
      /\/var\/|\/etc\/|\/run\/|\[::\]|listen (80|443)\b/,
    );
    // Everything else is the template's own.
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).toContain('keepalive 32;');
  });

  it('refuses a template that no longer has what it replaces', () => {
    expect(() => renderSiteConf(template.replace(/listen 443 /g, 'listen 4443 '), options)).toThrow(
      /https listen/,
    );
    expect(() => renderSiteConf(template, { ...options, upstreams: [] })).toThrow(/upstream/);
  });

  it("renders the benches' variants on top of the template, alone or together", () => {
    // Issue 44's "before": passive health checks, no retried post, no limit on query strings.
    const before = renderSiteConf(template, {
      ...options,
      variant: ['old-upstreams', 'no-query-limit'],
    });
    expect(before.match(/^\s*server (unix:\/|127\.0\.0\.1:)\S+ .*;$/gm)?.[0]?.trim()).toBe(
      'server unix:/tmp/x/a/http.sock max_fails=3 fail_timeout=10s;',
    );
    expect(before).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(before).not.toContain('limit_req zone=venue_queries');
    expect(before).toContain('limit_req_zone $venue_query_client'); // defined, unused
    expect(before).toContain('limit_req zone=venue_page_posts'); // the other limits stay
    // The alternatives the cluster bench weighs go inside `location /`, after its limit.
    const micro = renderSiteConf(template, { ...options, variant: 'microcache' });
    expect(micro).toMatch(/location \/ \{\n(\s+limit_req[^\n]+\n)+\s+proxy_cache venue_pages;/);
    expect(() => renderSiteConf(template, { ...options, variant: 'nothing' })).toThrow(/variant/);
  });
});
