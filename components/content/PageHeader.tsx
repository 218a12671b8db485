import { getTranslations } from 'next-intl/server';
import { localizeUrl } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import type { ProviderFile } from '@/lib/provider/schemas';
import { BreadcrumbJsonLd } from '@/components/seo/SiteJsonLd';
import { MediaImage } from './Media';
import { AppLink } from '@/components/layout/AppLink';
import { Brands } from '@/components/i18n/Brands';

export async function PageHeader({
  locale,
  title,
  subtitle,
  image,
  breadcrumbs,
}: {
  locale: Locale;
  title: string;
  subtitle?: string;
  image: ProviderFile | null;
  breadcrumbs: { text: string; url: string }[];
}) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return (
    <section className="relative isolate flex min-h-[320px] items-end overflow-hidden md:min-h-[440px]">
      <BreadcrumbJsonLd
        trail={breadcrumbs.map((crumb) => ({
          text: crumb.text,
          href: localizeUrl(locale, crumb.url),
        }))}
      />
      {image ? (
        <MediaImage
          file={image}
          fill
          priority
          fetchPriority="high"
          sizes="100vw"
          className="-z-20 object-cover"
          alt=""
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/60 to-brand-950/20" />
      <div className="container-site pb-10 pt-32 md:pb-14 lg:pt-40">
        {breadcrumbs.length > 1 ? (
          <nav aria-label={t('label')} className="mb-4">
            <ol className="flex flex-wrap items-center gap-2 text-xs uppercase tracking-[0.16em] text-white/70">
              {breadcrumbs.map((crumb, index) => (
                <li key={`${crumb.url}-${index}`} className="flex items-center gap-2">
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-gold-500">
                      /
                    </span>
                  ) : null}
                  {index < breadcrumbs.length - 1 ? (
                    <AppLink
                      href={localizeUrl(locale, crumb.url)}
                      className="tap-target hover:text-gold-300"
                    >
                      <Brands>{crumb.text}</Brands>
                    </AppLink>
                  ) : (
                    <span aria-current="page" className="text-gold-300">
                      <Brands>{crumb.text}</Brands>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="max-w-4xl font-display text-4xl leading-tight text-white md:text-6xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-white/80">{subtitle}</p> : null}
        <div className="mt-6 h-px w-24 bg-gradient-to-r from-gold-400 to-transparent" />
      </div>
    </section>
  );
}
