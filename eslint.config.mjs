import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // SPEC §2: prefetching waits for an idle moment and is skipped offline, on 2g and with save-data.
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/layout/PrefetchLink.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Use PrefetchLink from @/components/layout/PrefetchLink.client (prefetch rules of SPEC §2).',
            },
            {
              name: '@/lib/i18n/navigation',
              importNames: ['Link'],
              message:
                'Use PrefetchLink from @/components/layout/PrefetchLink.client (prefetch rules of SPEC §2).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
