import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

export default async function NotFound() {
  const requested = await getLocale();
  return <NotFoundScreen locale={isLocale(requested) ? requested : defaultLocale} withTitle />;
}
