import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
          paths: [
            {
              name: 'next/link',
              message:
                'Use AppLink from @/components/layout/AppLink (routed and prefetched by LinkRouter).',
            },
            {
              name: '@/lib/i18n/navigation',
              importNames: ['Link'],
              message:
                'Use AppLink from @/components/layout/AppLink (routed and prefetched by LinkRouter).',
            },
            {
              name: 'next/image',
              importNames: ['default'],
              message: 'Use Img from @/components/media/Img (next/image drawn on the server).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
