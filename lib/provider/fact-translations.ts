import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getFactFill } from './settings';

type Translator = Awaited<ReturnType<typeof getTranslations>>;
type Values = Record<string, unknown>;

/**
 * getTranslations whose messages receive every venue fact as an ICU argument (`{clubOpens}`,
 * `{phone}`…, lib/content/venue-facts.ts), read from the provider's settings for this render, so a
 * message names a fact and never copies it. Arguments given at the call win.
 */
export async function getFactTranslations({
  locale,
  namespace,
}: {
  locale: Locale;
  namespace: string;
}): Promise<Translator> {
  const [t, fill] = await Promise.all([
    getTranslations({ locale, namespace }),
    getFactFill(locale),
  ]);
  const merged = (values?: Values) => ({ ...fill.values, ...values });
  const translate = ((key: string, values?: Values, formats?: unknown) =>
    (t as (key: string, values: Values, formats?: unknown) => string)(
      key,
      merged(values),
      formats,
    )) as Translator;
  return Object.assign(translate, {
    rich: ((key: string, values?: Values, formats?: unknown) =>
      (t.rich as (key: string, values: Values, formats?: unknown) => unknown)(
        key,
        merged(values),
        formats,
      )) as Translator['rich'],
    markup: ((key: string, values?: Values, formats?: unknown) =>
      (t.markup as (key: string, values: Values, formats?: unknown) => string)(
        key,
        merged(values),
        formats,
      )) as Translator['markup'],
    raw: t.raw,
    has: t.has,
  });
}
