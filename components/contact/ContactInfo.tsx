import { Img } from '@/components/media/Img';
import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContentIcon, type IconName } from '@/components/content/ContentIcons';
import { Tabs } from '@/components/content/Tabs.client';
import { Timeline } from '@/components/content/Timeline';
import { VenueMap } from '@/components/integrations/VenueMap';
import {
  ArrowRightIcon,
  MailIcon,
  PhoneIcon,
  TelegramIcon,
  WhatsAppIcon,
} from '@/components/layout/Icons';
import type { Locale } from '@/lib/i18n/locales';
import { houseFigures } from '@/lib/content/facts';
import { formatClock, formatHoursSpan } from '@/lib/content/format';
import { getSiteFacts } from '@/lib/provider/settings';
import { messengerHandle } from '@/lib/site';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

function PanelHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mb-8 max-w-2xl">
      <h2 id={id} className="font-display text-3xl text-white md:text-4xl">
        {title}
      </h2>
      <div
        aria-hidden="true"
        className="mt-4 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent"
      />
      {text ? <p className="mt-4 text-lg text-white/70">{text}</p> : null}
    </div>
  );
}

function InfoRow({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-white/10 bg-brand-900/70 p-5 leading-relaxed text-white/80">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-300">
        <ContentIcon name={icon} width={20} height={20} />
      </span>
      <span className="self-center">{children}</span>
    </li>
  );
}

/** Contact information: tabs for address and access, contact, opening hours and house rules. */
export async function ContactInfo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const newTab = common('opensInNewTab');
  const facts = await getSiteFacts(locale);

  const address = (
    <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
      <VenueMap
        locale={locale}
        facts={facts}
        mapLabel={t('address.mapLabel')}
        loadingLabel={t('address.loadingMap')}
        labels={{
          title: t('address.mapTitle'),
          openMap: t('address.openMap'),
          newTab,
        }}
      />
      <div>
        <PanelHeading id="contact-address" title={t('address.title')} text={t('address.text')} />
        <ul className="space-y-3">
          <InfoRow icon="plane">{t('address.airport')}</InfoRow>
          <InfoRow icon="building">{t('address.city')}</InfoRow>
          <InfoRow icon="users">{t('address.hotels')}</InfoRow>
          <InfoRow icon="car">{t('address.parking')}</InfoRow>
        </ul>
      </div>
    </div>
  );

  const channels = [
    {
      key: 'phone',
      label: t('contact.phone'),
      value: facts.phone,
      href: facts.phoneHref,
      action: common('callUs'),
      Icon: PhoneIcon,
      external: false,
    },
    {
      key: 'email',
      label: t('contact.email'),
      value: facts.email,
      href: facts.mailHref,
      action: facts.email,
      Icon: MailIcon,
      external: false,
    },
    {
      key: 'whatsapp',
      label: t('contact.whatsapp'),
      href: facts.whatsappHref,
      action: t('contact.whatsappAction'),
      Icon: WhatsAppIcon,
      external: true,
    },
    {
      key: 'telegram',
      label: t('contact.telegram'),
      href: facts.telegramHref,
      action: t('contact.telegramAction'),
      Icon: TelegramIcon,
      external: true,
    },
  ]
    .filter((channel): channel is typeof channel & { href: string } => channel.href !== null)
    .map((channel) => ({
      ...channel,
      value: 'value' in channel ? channel.value : messengerHandle(channel.href),
    }));
  const { hours } = facts;
  const span = (part: Exclude<keyof typeof hours, 'doors'>) => formatHoursSpan(locale, hours[part]);
  const contact = (
    <div>
      <PanelHeading id="contact-channels" title={t('contact.title')} text={t('contact.text')} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {channels.map(({ key, label, value, href, action, Icon, external }) => (
          <li key={key}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="group flex h-full flex-col rounded-2xl border border-white/10 bg-gradient-to-b from-brand-850 to-brand-900 p-6 shadow-xl shadow-black/30 transition hover:-translate-y-1 hover:border-gold-400/60"
            >
              <span className="flex size-14 items-center justify-center rounded-full bg-gold-500/15 text-gold-300 ring-1 ring-gold-500/40 transition group-hover:bg-gold-500 group-hover:text-brand-950">
                <Icon width={26} height={26} />
              </span>
              <span className="mt-5 text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
                <Brands>{label}</Brands>
              </span>
              <span className="mt-1 break-words font-display text-xl text-white">{value}</span>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-bold text-white/70 group-hover:text-gold-200">
                {action}
                <ArrowRightIcon />
                {external ? <span className="sr-only"> {newTab}</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-gold-500/30 bg-brand-900/70 p-6 md:flex-row md:items-center md:justify-between">
        <p className="text-white/80">{t('contact.groups')}</p>
        <Link
          href={href(locale, '/proposal-request')}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border border-gold-400 px-6 text-sm font-bold uppercase tracking-[0.12em] text-gold-200 transition hover:bg-gold-500 hover:text-brand-950"
        >
          <Brands>{t('contact.proposal')}</Brands>
        </Link>
      </div>
    </div>
  );

  const openingHours = (
    <div className="grid gap-10 lg:grid-cols-[1fr_1fr] lg:items-start">
      <div>
        <PanelHeading id="contact-hours" title={t('hours.title')} text={t('hours.text')} />
        <Timeline
          label={t('hours.title')}
          items={[
            { time: formatClock(locale, hours.doors), title: t('hours.doors') },
            { time: span('dinner'), title: t('hours.dinner') },
            { time: span('show'), title: t('hours.show') },
            { time: span('club'), title: t('hours.club') },
          ]}
        />
        <p className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-500/40 bg-gold-500/10 p-5 text-white/85">
          <ContentIcon name="door" className="mt-0.5 shrink-0 text-gold-300" />
          {t('hours.entrance', { minutes: houseFigures.entranceClosesMinutes })}
        </p>
      </div>
      <div className="relative overflow-hidden rounded-3xl shadow-2xl shadow-black/50">
        <div className="relative aspect-[4/3]">
          <Img
            src="/media/gallery/gastronomy-2.jpg"
            alt=""
            fill
            sizes="(min-width: 1024px) 600px, 100vw"
            className="object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/30 to-transparent" />
        </div>
        <div className="absolute inset-x-0 bottom-0 p-6 md:p-8">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
            <Brands>{t('hours.lobsterClub')}</Brands>
          </p>
          <p className="mt-2 font-display text-4xl text-white md:text-5xl">{span('lobsterClub')}</p>
        </div>
      </div>
    </div>
  );

  const ruleKeys: { key: string; icon: IconName }[] = [
    { key: 'age', icon: 'rules' },
    { key: 'children', icon: 'child' },
    { key: 'photos', icon: 'camera' },
    { key: 'lateEntry', icon: 'door' },
    { key: 'bags', icon: 'info' },
    { key: 'dress', icon: 'sparkle' },
  ];
  const houseRules = (
    <div>
      <PanelHeading id="contact-rules" title={t('rules.title')} />
      <ul className="grid gap-4 md:grid-cols-2">
        {ruleKeys.map((rule) => (
          <InfoRow key={rule.key} icon={rule.icon}>
            {t(`rules.${rule.key}`)}
          </InfoRow>
        ))}
      </ul>
    </div>
  );

  return (
    <Tabs
      id="visitor-info"
      label={t('tabsLabel')}
      tabs={[
        {
          id: 'address',
          label: t('tabs.address'),
          icon: <ContentIcon name="building" width={18} height={18} />,
          panel: address,
        },
        {
          id: 'contact',
          label: t('tabs.contact'),
          icon: <PhoneIcon width={18} height={18} />,
          panel: contact,
        },
        {
          id: 'hours',
          label: t('tabs.hours'),
          icon: <ContentIcon name="clock" width={18} height={18} />,
          panel: openingHours,
        },
        {
          id: 'rules',
          label: t('tabs.rules'),
          icon: <ContentIcon name="rules" width={18} height={18} />,
          panel: houseRules,
        },
      ]}
    />
  );
}
