import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import type { Alternate } from '@/lib/i18n/hrefs';
import { href } from '@/lib/i18n/navigation';
import { localeEntries, type Locale } from '@/lib/i18n/locales';
import type { MenuItem } from '@/lib/provider/schemas';
import { getSiteFacts } from '@/lib/provider/settings';
import { env } from '@/lib/env';
import { LanguageLinks, LanguageMenu, MobileMenu, StickyShell } from './Header.client';
import { MailIcon, MapPinIcon, PhoneIcon, TelegramIcon, WhatsAppIcon } from './Icons';
import { MenuLink } from './MenuLink';
import { AppLink } from './AppLink';
import { Brands } from '@/components/i18n/Brands';

type HeaderProps = {
  locale: Locale;
  items: MenuItem[];
  alternates: Alternate[];
  overlay?: boolean;
};

/** Language options: the page's alternate in each other locale, else that locale's home. */
export function languageOptions(locale: Locale, alternates: Alternate[]) {
  return localeEntries
    .filter((entry) => entry.code !== locale)
    .map((entry) => {
      const alternate = alternates.find((a) => a.locale === entry.code);
      // German is a fallback without a home page: offered only where the page has a German twin.
      if (!alternate && entry.code === 'de') return null;
      return {
        locale: entry.code,
        label: entry.name,
        href: alternate?.href ?? href(entry.code, '/'),
      };
    })
    .filter((option): option is { locale: Locale; label: string; href: string } => option !== null);
}

export async function Header({ locale, items, alternates, overlay = false }: HeaderProps) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const current = localeEntries.find((entry) => entry.code === locale);
  const options = languageOptions(locale, alternates);
  const facts = await getSiteFacts(locale);
  const contactLinks = [
    { href: facts.whatsappHref, label: t('whatsapp'), Icon: WhatsAppIcon, external: true },
    { href: facts.telegramHref, label: t('telegram'), Icon: TelegramIcon, external: true },
    { href: facts.mapHref, label: t('map'), Icon: MapPinIcon, external: true },
    { href: facts.mailHref, label: t('mail'), Icon: MailIcon, external: false },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  const bookNow = (
    <a
      href={env.NEXT_PUBLIC_BOOKING_URL}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-gold-500 px-5 text-sm font-bold uppercase tracking-wider text-brand-950 shadow-lg shadow-gold-500/20 transition hover:bg-gold-400"
    >
      <Brands>{common('bookNow')}</Brands>
      <span className="sr-only"> {common('opensInNewTab')}</span>
    </a>
  );
  const phone = (
    <a
      href={facts.phoneHref}
      className="flex min-h-11 items-center gap-2 text-sm font-bold text-white/90 hover:text-gold-300 lg:min-h-8"
    >
      <PhoneIcon width={18} height={18} className="text-gold-400" />
      <span>{facts.phone}</span>
    </a>
  );
  const icons = (size: string) =>
    contactLinks.map(({ href, label, Icon, external }) => (
      <a
        key={href}
        href={href}
        aria-label={label}
        title={label}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={`tap-target flex ${size} items-center justify-center rounded-full border border-white/10 text-white/85 transition hover:border-gold-400 hover:text-gold-300`}
      >
        <Icon width={16} height={16} />
      </a>
    ));

  return (
    <StickyShell overlay={overlay}>
      <div className="hidden border-b border-white/10 lg:block lg:group-data-[stuck=true]:hidden">
        <div className="container-site flex h-10 items-center justify-end gap-2">
          {icons('size-8')}
          <span aria-hidden="true" className="mx-2 h-4 w-px bg-white/15" />
          {phone}
          <LanguageMenu
            currentLabel={locale}
            buttonLabel={t('changeLanguage', {
              code: locale.toUpperCase(),
              language: current?.name ?? locale,
            })}
            options={options}
          />
        </div>
      </div>
      <div className="container-site flex h-20 items-center gap-6">
        <AppLink
          href={href(locale, '/')}
          aria-label={t('logoLabel')}
          className="flex min-h-11 shrink-0 items-center"
        >
          <Img src="/brand/logo.svg" alt="" width={150} height={36} priority />
        </AppLink>
        <nav aria-label={t('mainMenu')} className="hidden min-w-0 flex-1 justify-center lg:flex">
          <ul className="flex flex-wrap items-center justify-center gap-x-4">
            {items.map((item) => (
              <li key={`${item.url}-${item.text}`}>
                <MenuLink
                  locale={locale}
                  url={item.url}
                  inEnglish={common('inEnglish')}
                  className="py-2 text-2xs font-bold uppercase tracking-[0.08em] text-white/85 transition hover:text-gold-300 xl:text-xs xl:tracking-[0.06em]"
                >
                  <Brands>{item.text}</Brands>
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <div className="lg:hidden">
            <LanguageMenu
              currentLabel={locale}
              buttonLabel={t('changeLanguage', {
                code: locale.toUpperCase(),
                language: current?.name ?? locale,
              })}
              options={options}
            />
          </div>
          <div className="hidden md:block">{bookNow}</div>
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} title={t('mainMenu')}>
            <nav aria-label={t('mainMenu')}>
              <ul className="divide-y divide-white/10 border-y border-white/10">
                {items.map((item) => (
                  <li key={`${item.url}-${item.text}`}>
                    <MenuLink
                      locale={locale}
                      url={item.url}
                      inEnglish={common('inEnglish')}
                      className="block py-4 font-display text-2xl text-white hover:text-gold-300"
                    >
                      {item.text}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-8 flex flex-col gap-5">
              {bookNow}
              {phone}
              <div className="flex gap-3">{icons('size-11')}</div>
              <LanguageLinks label={t('language')} options={options} />
            </div>
          </MobileMenu>
        </div>
      </div>
    </StickyShell>
  );
}
