import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { ButtonLink, ExternalButton } from './Buttons';
import { href } from '@/lib/i18n/navigation';

export type CtaAction = 'book' | 'proposal' | 'contact';

/**
 * The closing call to action of a page over a dimmed image: book now (external booking site, new
 * tab), request a proposal, contact. `html` is sanitised provider HTML (a page's CTA section).
 */
export async function CtaBand({
  locale,
  id = 'cta-title',
  title,
  text,
  html,
  image = '/media/gallery/show-3.jpg',
  actions = ['book', 'proposal', 'contact'],
}: {
  locale: Locale;
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  html?: string;
  image?: string;
  actions?: CtaAction[];
}) {
  const common = await getTranslations({ locale, namespace: 'Common' });
  // The first action is the primary (gold) button, the others outlined.
  const button = (action: CtaAction, index: number): ReactNode => {
    const variant = index === 0 ? 'primary' : 'outline';
    if (action === 'book') {
      return (
        <ExternalButton
          key={action}
          href={env.NEXT_PUBLIC_BOOKING_URL}
          newTabLabel={common('opensInNewTab')}
          variant={variant}
        >
          {common('bookNow')}
        </ExternalButton>
      );
    }
    const target = action === 'proposal' ? '/proposal-request' : '/contact-us';
    return (
      <ButtonLink key={action} href={href(locale, target)} variant={variant}>
        {common(action === 'proposal' ? 'requestProposal' : 'contactUs')}
      </ButtonLink>
    );
  };
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden py-20 md:py-28">
      <Img src={image} alt="" fill sizes="100vw" className="-z-20 object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/60" />
      <div className="container-site">
        <div className="max-w-2xl">
          <h2 id={id} className="font-display text-4xl leading-tight text-white md:text-5xl">
            {title}
          </h2>
          <div
            aria-hidden="true"
            className="mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent"
          />
          {text ? <p className="mt-6 text-lg leading-relaxed text-white/80">{text}</p> : null}
          {html ? (
            <div className="prose-venue mt-6 text-lg" dangerouslySetInnerHTML={{ __html: html }} />
          ) : null}
          <div className="mt-9 flex flex-wrap gap-4">{actions.map(button)}</div>
        </div>
      </div>
    </section>
  );
}
