import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteFacts } from '@/lib/provider/settings';
import { localFacts } from '@/lib/content/format';
import { MailIcon, PhoneIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';

/** Beside the wizard on wide screens, below it on phones: what the venue offers an event. */
export async function ProposalAside({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Proposal' });
  const contact = await getSiteFacts(locale);
  // docs/product.md §9 capacities, as the language groups them (lib/content/facts.ts).
  const { capacities } = localFacts(locale);
  const facts = [
    { label: t('facts.theatre'), value: capacities.theatre },
    { label: t('facts.party'), value: capacities.party },
    { label: t('facts.gala'), value: capacities.galaDinner },
  ];
  return (
    <aside
      aria-labelledby="proposal-aside-title"
      className="overflow-hidden rounded-3xl border border-white/10 bg-brand-900/60 lg:sticky lg:top-28"
    >
      <div className="relative aspect-[16/10]">
        <Img
          src="/media/gallery/corporate-1.jpg"
          alt=""
          fill
          sizes="(min-width: 1024px) 22rem, 100vw"
          className="object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-brand-900 via-brand-900/20 to-transparent" />
      </div>
      <div className="p-6 md:p-7">
        <h2 id="proposal-aside-title" className="font-display text-2xl text-white">
          {t('asideTitle')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-white/70">{t('asideText')}</p>
        <p className="mt-6 text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
          <Brands>{t('capacity')}</Brands>
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-xl border border-white/10 bg-brand-950/60 px-2 py-3"
            >
              {/* The term first, as <dl> requires; the figure is drawn above it. */}
              <dt className="mt-1 text-2xs uppercase tracking-wider text-white/60">{fact.label}</dt>
              <dd className="font-display text-2xl text-gold-gradient">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-white/70">{t('asideContact')}</p>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <a
              href={contact.phoneHref}
              className="flex min-h-11 items-center gap-2 text-white hover:text-gold-300"
            >
              <PhoneIcon width={18} height={18} className="text-gold-400" />
              {contact.phone}
            </a>
          </li>
          <li>
            <a
              href={contact.mailHref}
              className="flex min-h-11 items-center gap-2 text-white hover:text-gold-300"
            >
              <MailIcon width={18} height={18} className="text-gold-400" />
              {contact.email}
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
