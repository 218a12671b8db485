import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const restrictedPaths = [
  {
    name: 'next/link',
    message: 'Use AppLink from @/components/layout/AppLink (routed and prefetched by LinkRouter).',
  },
  {
    name: '@/lib/i18n/navigation',
    importNames: ['Link'],
    message: 'Use AppLink from @/components/layout/AppLink (routed and prefetched by LinkRouter).',
  },
  {
    name: 'next/image',
    importNames: ['default'],
    message: 'Use Img from @/components/media/Img (next/image drawn on the server).',
  },
];

// lib/ is below the scripts and the production server.
const libZones = ['scripts', 'server'].map((from) => ({
  target: './lib',
  from: `./${from}`,
  message: `lib/ does not import ${from}/ (${from}/ may import lib/).`,
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'dist/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // docs/decisions.md: internal links are plain anchors that LinkRouter routes and prefetches
    // (prefetch rules: docs/product.md §2); pictures are server-drawn <img> (no client component
    // each).
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/media/Img.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
        },
      ],
    },
  },
  {
    // One direction: the embedded provider, the scripts and the production server may use the
    // site's lib/, never the reverse (the provider is a stand-in the site must not depend on;
    // docs/decisions.md).
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            {
              group: [
                '@/provider',
                '@/provider/**',
                '../provider/**',
                '../../provider/**',
                '../../../provider/**',
              ],
              message: 'lib/ does not import the embedded provider (provider/ may import lib/).',
            },
          ],
        },
      ],
      'import/no-restricted-paths': ['error', { zones: libZones }],
    },
  },
  {
    // Test support (test/) serves the tests: no product file imports it.
    files: [
      '{app,components,lib,provider,server,stores}/**/*.{ts,tsx,mts}',
      '{proxy,instrumentation,next.config}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...libZones,
            {
              target: './!(test|e2e|scripts)/**',
              from: './test',
              message: 'test/ is for tests only: product code does not import it.',
            },
            {
              target: './*.ts',
              from: './test',
              message: 'test/ is for tests only: product code does not import it.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
