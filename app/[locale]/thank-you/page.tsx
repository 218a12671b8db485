import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { MediaImage } from '@/components/content/Media';
import { REDIRECT_SECONDS } from '@/components/forms/constants';
import { Countdown } from '@/components/forms/Countdown.client';
import { homeHref } from '@/components/forms/links';
import { StandardLayout } from '@/components/layout/Layouts';
import { headerImage } from '@/lib/provider/pages';

const load = (params: RouteParams['params']) => loadPageContext(params, '/thank-you', 'thankYou');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  // A confirmation, not a landing page: kept out of search results.
  return { ...(await pageMetadata(await load(params))), robots: { index: false, follow: true } };
}

/**
 * docs/product.md §2: states the request was received, then goes home after 5 seconds (visible
 * countdown).
 */
export default async function ThankYouPage({ params }: RouteParams) {
  const context = await load(params);
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'ThankYou' });
  const image = headerImage(page);
  const home = homeHref(locale);
  return (
    <StandardLayout
      locale={locale}
      path={context.path}
      propertyId={page?.property.id}
      alternates={context.alternates}
    >
      <section className="relative isolate flex min-h-[80dvh] items-center overflow-hidden pb-20 pt-32 md:pt-44">
        {image ? (
          <MediaImage
            file={image}
            fill
            priority
            sizes="100vw"
            alt=""
            className="-z-20 object-cover opacity-60"
          />
        ) : null}
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(5,10,28,0.55),rgba(5,10,28,0.95)_70%)]" />
        <div className="container-site">
          <div className="mx-auto max-w-2xl rounded-3xl border border-gold-500/25 bg-brand-950/75 px-6 py-12 text-center shadow-2xl shadow-black/50 backdrop-blur md:px-12 md:py-16">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/40">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="size-8"
              >
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </svg>
            </span>
            <h1 className="mt-6 font-display text-4xl text-white md:text-5xl">{t('title')}</h1>
            <p className="mx-auto mt-4 max-w-lg text-lg text-white/80">{t('text')}</p>
            <div className="mx-auto mt-6 h-px w-24 bg-gradient-to-r from-transparent via-gold-400 to-transparent" />
            <Countdown
              href={home}
              texts={Array.from({ length: REDIRECT_SECONDS + 1 }, (_, seconds) =>
                t('redirect', { seconds }),
              )}
              className="mt-6 text-white/70"
            />
            <Link
              href={home}
              className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-8 font-bold text-brand-950 shadow-lg shadow-gold-600/20 transition hover:from-gold-300 hover:to-gold-500"
            >
              {t('goHome')}
            </Link>
          </div>
        </div>
      </section>
    </StandardLayout>
  );
}
