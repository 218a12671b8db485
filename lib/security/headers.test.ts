import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowFramingBy,
  contentSecurityPolicy,
  inlineScriptHashes,
  nextHeaderRules,
  securityHeaders,
  STRICT_TRANSPORT,
} from './headers';
import { parseEnv } from '../env';
import { thirdPartiesOf } from '../integrations/config';

const thirdPartiesFor = (source: Record<string, string>) => thirdPartiesOf(parseEnv(source));

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, once each', () => {
    const html = [
      '<script>self.__next_f=[]</script>',
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script nonce="x">console.log("é")</script>',
      '<script>self.__next_f=[]</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('console.log("é")'),
      sha('import "/x.js"'),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when no third party is configured', () => {
    const csp = contentSecurityPolicy(thirdPartiesFor({}), [sha('a')]);
    expect(csp).toContain(`script-src 'self' ${sha('a')};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/google|https:\/\//);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('adds exactly the configured third parties', () => {
    const csp = contentSecurityPolicy(
      thirdPartiesFor({
        NEXT_PUBLIC_GA_ID: 'G-TEST',
        GA_SCRIPT_URL: 'http://127.0.0.1:3999/gtag.js',
        NEXT_PUBLIC_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
        NEXT_PUBLIC_CHAT_WIDGET_EN: 'abc',
        MEDIA_HOSTS: 'media.example',
      }),
    );
    expect(csp).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:3999 [^;]*googletagmanager[^;]* https:\/\/chat\.example/,
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example/);
    expect(csp).toMatch(/frame-src https:\/\/chat\.example/);
    expect(csp).not.toMatch(/recaptcha|maps\.googleapis/);
  });

  it('ignores a chat script without any widget id', () => {
    expect(
      thirdPartiesFor({ NEXT_PUBLIC_CHAT_SCRIPT_URL: 'https://chat.example/w.js' }).chat,
    ).toBeUndefined();
  });
});

describe('preview framing', () => {
  it("replaces frame-ancestors 'none' with the workspace origins, and nothing else", () => {
    const csp = contentSecurityPolicy({});
    const framed = allowFramingBy(csp, ['http://127.0.0.1:4000']);
    expect(framed).toContain('frame-ancestors http://127.0.0.1:4000');
    expect(framed).not.toContain("frame-ancestors 'none'");
    expect(framed.replace('frame-ancestors http://127.0.0.1:4000', '')).toBe(
      csp.replace("frame-ancestors 'none'", ''),
    );
    expect(allowFramingBy(csp, [])).toBe(csp);
  });
});

describe('nextHeaderRules', () => {
  const rules = nextHeaderRules();
  const everyPath = rules.filter((rule) => rule.source === '/:path*');

  it('gives every path each security header, HSTS only under the https condition', () => {
    const unconditional = everyPath.find((rule) => !rule.has)!;
    const names = unconditional.headers.map((header) => header.key);
    expect(names.sort()).toEqual(
      Object.keys(securityHeaders)
        .filter((name) => name !== STRICT_TRANSPORT)
        .sort(),
    );
    const https = everyPath.find((rule) => rule.has)!;
    expect(https.headers).toEqual([
      { key: STRICT_TRANSPORT, value: securityHeaders[STRICT_TRANSPORT] },
    ]);
    expect(https.has).toEqual([expect.objectContaining({ key: 'x-forwarded-proto' })]);
  });

  it("reads the forwarding step's verdict, one word (Next anchors the value)", () => {
    const value = everyPath.find((rule) => rule.has)!.has![0]!.value!;
    const matches = (proto: string) => new RegExp(`^(?:${value})$`).test(proto);
    expect(matches('https')).toBe(true);
    expect(matches('http')).toBe(false);
    expect(matches('https, http')).toBe(false);
  });

  it('asks browsers to check the service worker on every visit', () => {
    const worker = rules.find((rule) => rule.source === '/sw.js')!;
    expect(worker.headers).toContainEqual({
      key: 'Cache-Control',
      value: 'no-cache, max-age=0, must-revalidate',
    });
  });
});
