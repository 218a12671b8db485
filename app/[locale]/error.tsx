'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ErrorScreen, homeButtonClass } from '@/components/errors/ErrorScreen';
import type { Locale } from '@/lib/i18n/locales';
import { FACTS_UNKNOWN } from '@/lib/html/page-status';
import { reloadOnChunkError } from '@/lib/shell/chunk-reload';
import { NAVIGATION_FAILED } from '@/lib/shell/progress';

// The title of docs/product.md §2 is verbatim in English ("Internal Server Error !"); the other languages
// use their usual name of HTTP 500, without the space before "!" that their typography forbids.
const texts: Record<string, { title: string; text: string; home: string }> = {
  en: {
    title: 'Internal Server Error !',
    text: 'Something went wrong on our side. Please try again in a moment.',
    home: 'Back to the home page',
  },
  tr: {
    title: 'İç Sunucu Hatası',
    text: 'Bizim tarafımızda bir sorun oluştu. Lütfen birazdan tekrar deneyin.',
    home: 'Ana sayfaya dön',
  },
  ru: {
    title: 'Внутренняя ошибка сервера',
    text: 'У нас что-то пошло не так. Пожалуйста, повторите попытку позже.',
    home: 'На главную',
  },
  de: {
    title: 'Interner Serverfehler',
    text: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    home: 'Zur Startseite',
  },
};

// The 500 page; it reads the language from <html lang> so it needs no provider or messages.
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const [home, setHome] = useState('/');
  useEffect(() => {
    const lang = document.documentElement.lang;
    if (!(lang in texts)) return;
    // The route helpers load only when this page shows: on every page they would weigh on its scripts.
    void import('@/lib/i18n/navigation').then(({ href }) => setHome(href(lang as Locale, '/')));
  }, []);
  useEffect(() => {
    console.error(error);
    // A navigation or refresh that ends here failed: the progress bar turns red
    // (docs/product.md §2, §8)…
    window.dispatchEvent(new Event(NAVIGATION_FAILED));
    if (error.digest === FACTS_UNKNOWN) return window.location.reload();
    // …and a missing code chunk (a new deployment) reloads the page, at most once a minute.
    reloadOnChunkError(error);
  }, [error]);
  // The route's language: the same on the server and in the browser (no hydration mismatch).
  const lang =
    useParams<{ locale?: string }>()?.locale ??
    (typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  // A client navigation met unknown venue facts: the page is loaded as a document, which the server
  // answers with its "temporarily unavailable" page (503), in the visitor's language.
  if (error.digest === FACTS_UNKNOWN) return null;
  const copy = texts[lang] ?? texts.en!;
  return (
    <ErrorScreen
      code="500"
      title={copy.title}
      text={copy.text}
      action={
        <a href={home} className={homeButtonClass}>
          {copy.home}
        </a>
      }
    />
  );
}
