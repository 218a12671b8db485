import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { COOKIE_SETTINGS_ID } from '@/lib/consent/config';
import { venueDay } from '@/lib/events/dates';
import { href } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { FooterSection } from '@/lib/provider/menus';
import type { MenuItem } from '@/lib/provider/schemas';
import { getSiteFacts } from '@/lib/provider/settings';
import { site } from '@/lib/site';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, YouTubeIcon } from './Icons';
import { MenuLink } from './MenuLink';
import { AppLink } from './AppLink';
import { Brands } from '@/components/i18n/Brands';

const columns = [
  ['COL_1', 'col1'],
  ['COL_2', 'col2'],
  ['COL_3', 'col3'],
  ['COL_4', 'col4'],
] as const;

export async function Footer({
  locale,
  sections,
  newsletter,
}: {
  locale: Locale;
  sections: Record<FooterSection, MenuItem[]>;
  newsletter?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const facts = await getSiteFacts(locale);
  const social = [
    { href: facts.social.instagram, label: t('instagram'), Icon: InstagramIcon },
    { href: facts.social.facebook, label: t('facebook'), Icon: FacebookIcon },
    { href: facts.social.youtube, label: t('youtube'), Icon: YouTubeIcon },
    { href: facts.mapHref, label: t('maps'), Icon: MapPinIcon },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  return (
    <footer className="relative mt-auto border-t border-gold-500/20 bg-brand-950 text-white/80">
      <div className="bg-[radial-gradient(ellipse_at_top,rgba(201,162,75,0.12),transparent_60%)]">
        <section
          aria-labelledby="newsletter-title"
          className="container-site grid gap-8 py-14 lg:grid-cols-[1fr_1.4fr] lg:items-center"
        >
          <div>
            <h2 id="newsletter-title" className="font-display text-3xl text-white md:text-4xl">
              {t('newsletterTitle')}
            </h2>
            <p className="mt-3 max-w-md text-white/70">{t('newsletterText')}</p>
          </div>
          <div>{newsletter}</div>
        </section>
      </div>

      <div className="border-y border-white/10 bg-brand-900/60">
        <div className="container-site flex flex-col gap-5 py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-3">
            <span className="text-sm font-bold uppercase tracking-[0.18em] text-gold-400">
              <Brands>{t('followUs')}</Brands>
            </span>
            <ul className="flex gap-2">
              {social.map(({ href, label, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="tap-target flex size-11 items-center justify-center rounded-full border border-white/15 text-white/85 transition hover:border-gold-400 hover:text-gold-300"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
            <a
              href={facts.phoneHref}
              className="flex min-h-11 items-center gap-2 hover:text-gold-300 md:min-h-0"
            >
              <PhoneIcon width={18} height={18} className="text-gold-400" />
              {facts.phone}
            </a>
            <a
              href={facts.mailHref}
              className="flex min-h-11 items-center gap-2 hover:text-gold-300 md:min-h-0"
            >
              <MailIcon width={18} height={18} className="text-gold-400" />
              {facts.email}
            </a>
          </div>
        </div>
      </div>

      <div className="container-site grid grid-cols-2 gap-8 py-12 md:grid-cols-4">
        {columns.map(([section, heading]) => (
          <nav key={section} aria-labelledby={`footer-${section}`}>
            <h2
              id={`footer-${section}`}
              className="mb-4 text-xs font-bold uppercase tracking-[0.2em] text-gold-400"
            >
              <Brands>{t(heading)}</Brands>
            </h2>
            <ul className="space-y-1">
              {sections[section].map((item) => (
                <li key={`${item.url}-${item.text}`}>
                  <MenuLink
                    locale={locale}
                    url={item.url}
                    inEnglish={common('inEnglish')}
                    // 44 px tall thumb targets on phones; the desktop keeps its tighter rows.
                    className="flex min-h-11 items-center text-sm text-white/75 transition hover:text-gold-300 md:inline-block md:min-h-0 md:py-1.5"
                  >
                    {item.text}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="container-site flex flex-wrap items-center justify-between gap-6 border-t border-white/10 py-8">
        <div className="flex flex-wrap items-center gap-6" aria-label={t('awards')} role="group">
          <Img src="/brand/award-tripadvisor.svg" alt={t('rating')} width={120} height={48} />
          <Img src="/brand/award-google.svg" alt={t('rating')} width={120} height={48} />
          <a
            href={site.groupUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={site.group}
            className="tap-target inline-flex"
          >
            <Img src="/brand/aurora-hotels-group.svg" alt="" width={150} height={40} />
          </a>
        </div>
        <AppLink href={href(locale, '/')} aria-label={site.name} className="tap-target inline-flex">
          <Img src="/brand/logo.svg" alt="" width={130} height={32} />
        </AppLink>
      </div>

      <div className="border-t border-white/10 bg-black/30">
        <div className="container-site flex flex-col gap-3 py-5 text-xs text-white/60 md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year: venueDay(new Date()).slice(0, 4) })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {sections.BOTTOM.map((item) => (
              <li key={`${item.url}-${item.text}`}>
                <MenuLink
                  locale={locale}
                  url={item.url}
                  inEnglish={common('inEnglish')}
                  className="inline-flex min-h-11 min-w-11 items-center hover:text-gold-300 md:inline-block md:min-h-0 md:min-w-0 md:py-1.5"
                >
                  {item.text}
                </MenuLink>
              </li>
            ))}
            <li>
              <a
                href={`${href(locale, '/cookies')}#${COOKIE_SETTINGS_ID}`}
                data-cookie-settings
                className="inline-flex min-h-11 min-w-11 items-center hover:text-gold-300 md:inline-block md:min-h-0 md:min-w-0 md:py-1.5"
              >
                {t('cookieSettings')}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
