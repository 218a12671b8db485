// What a content route hands its page frame and recipe (components/pages/route.tsx loads it).
import type { Alternate } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routes';
import type { Page } from '@/lib/provider/schemas';

export type PageContext = {
  locale: Locale;
  pathname: StaticPathname;
  path: string;
  url: string;
  page: Page | null;
  /** The provider failed and no earlier copy exists: static content only. */
  failed: boolean;
  alternates: Alternate[];
  messageKey: string;
};
