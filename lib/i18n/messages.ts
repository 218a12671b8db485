import type { Locale } from './locales';

type Messages = { [key: string]: string | Messages };

function merge(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('@/messages/en.json').then((m) => m.default as Messages),
  tr: () => import('@/messages/tr.json').then((m) => m.default as Messages),
  ru: () => import('@/messages/ru.json').then((m) => m.default as Messages),
  de: () => import('@/messages/de.json').then((m) => m.default as Messages),
};

/** Messages of a locale with English merged underneath, so a missing key never shows a raw key. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = await loaders.en();
  return locale === 'en' ? english : merge(english, await loaders[locale]());
}
