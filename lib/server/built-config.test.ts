import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { builtConfig } from './built-config';

describe('builtConfig', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(config: unknown) {
    root = mkdtempSync(path.join(tmpdir(), 'built-config-'));
    mkdirSync(path.join(root, '.next'));
    writeFileSync(
      path.join(root, '.next', 'required-server-files.json'),
      JSON.stringify({ version: 1, config }),
    );
  }

  it("is the build's resolved configuration, with the media hosts of this process's environment", () => {
    build({
      poweredByHeader: false,
      cacheHandler: '../dist/cache/pages.cjs',
      images: {
        deviceSizes: [640, 828],
        remotePatterns: [
          { protocol: 'http', hostname: '127.0.0.1', port: '4000', pathname: '/**' },
        ],
      },
    });
    const config = builtConfig(
      root,
      parseEnv({ MEDIA_HOSTS: 'media.example, http://cdn.example:8080' }),
    );
    expect(config).toEqual({
      poweredByHeader: false,
      cacheHandler: '../dist/cache/pages.cjs',
      images: {
        deviceSizes: [640, 828],
        remotePatterns: [
          { protocol: 'https', hostname: 'media.example', port: '', pathname: '/**' },
          { protocol: 'http', hostname: 'cdn.example', port: '8080', pathname: '/**' },
        ],
        dangerouslyAllowLocalIP: false,
      },
    });
  });

  it('takes the provider host when no media host is set', () => {
    build({ images: { remotePatterns: [] } });
    expect(
      builtConfig(root, parseEnv({ PROVIDER_API_URL: 'https://api.hotel.example' })).images
        .remotePatterns,
    ).toEqual([{ protocol: 'https', hostname: 'api.hotel.example', port: '', pathname: '/**' }]);
  });

  it('lets the optimiser fetch the embedded provider’s uploads from this machine, decided at start', () => {
    build({ images: { remotePatterns: [], dangerouslyAllowLocalIP: false } });
    const images = builtConfig(
      root,
      parseEnv({ PROVIDER_API_URL: 'http://127.0.0.1:4100' }),
    ).images;
    expect(images).toMatchObject({
      remotePatterns: [{ protocol: 'http', hostname: '127.0.0.1', port: '4100', pathname: '/**' }],
      dangerouslyAllowLocalIP: true,
    });
  });
});
