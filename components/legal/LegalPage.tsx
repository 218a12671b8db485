import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import type { PageContext } from '@/components/pages/context';
import { ContentPage } from '@/components/pages/ContentPage';
import { anchorHeadings, idAllocator, type Heading } from '@/lib/content/headings';
import { getSiteFacts } from '@/lib/provider/settings';
import { Brands } from '@/components/i18n/Brands';
import { COOKIE_SETTINGS_ID, siteCookies } from '@/lib/consent/config';
import { formatDuration } from '@/lib/content/format';
import { env } from '@/lib/env';
import { href } from '@/lib/i18n/navigation';
import { integrationsConfig } from '@/lib/integrations/config';

export type ExtraSection = { id: string; title: string; body: ReactNode };

function TocLinks({ headings }: { headings: Heading[] }) {
  return (
    <ol className="space-y-1 border-l border-white/10">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="-ml-px block border-l border-transparent py-2 pl-4 text-sm leading-snug text-white/65 transition hover:border-gold-400 hover:text-gold-200"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A long-form legal page: the provider's contents (sanitised HTML) in a readable column of at
 * most ~70 characters, a table of contents from the h2s (sticky on desktop, folded on phones).
 */
export async function LegalPage({
  context,
  extra = [],
}: {
  context: PageContext;
  extra?: ExtraSection[];
}) {
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const facts = await getSiteFacts(locale);
  const allocate = idAllocator();
  // The site's own sections keep their ids, which links point at: taken before the editors' headings.
  const extras = extra.map((section) => ({ ...section, id: allocate(section.id) }));
  const headings: Heading[] = [];
  const sections = (page?.contents ?? []).map((section, index) => {
    // A section whose body has its own h2s shows its title as a label, so headings do not stack.
    const nested = /<h2[\s>]/i.test(section.body);
    const titleId = section.title && !nested ? allocate(section.title) : undefined;
    if (titleId) headings.push({ id: titleId, text: section.title });
    const body = anchorHeadings(section.body, allocate);
    headings.push(...body.headings);
    return {
      key: `${section.key}-${index}`,
      title: section.title,
      titleId,
      subtitle: section.subtitle,
      html: body.html,
    };
  });
  headings.push(...extras.map((section) => ({ id: section.id, text: section.title })));

  return (
    <ContentPage context={context}>
      <div className="container-site py-14 md:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[250px_minmax(0,1fr)] lg:gap-16">
          {headings.length > 1 ? (
            <>
              <details className="rounded-2xl border border-white/10 bg-brand-900/70 lg:hidden">
                <summary className="flex min-h-14 cursor-pointer items-center px-5 text-sm font-bold uppercase tracking-[0.16em] text-gold-300">
                  <Brands>{t('toc')}</Brands>
                </summary>
                <nav aria-label={t('toc')} className="px-5 pb-5">
                  <TocLinks headings={headings} />
                </nav>
              </details>
              <nav aria-label={t('toc')} className="hidden lg:block">
                <div className="sticky top-28">
                  <p className="mb-4 text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
                    <Brands>{t('toc')}</Brands>
                  </p>
                  <TocLinks headings={headings} />
                </div>
              </nav>
            </>
          ) : (
            <div className="hidden lg:block" />
          )}
          {/* Not an <article>: the page is the article, titled by its h1 outside this column. */}
          <div className="prose-venue max-w-[70ch] text-[1.05rem] [&_h2]:scroll-mt-28 [&_h2:first-child]:mt-0">
            {sections.map((section) => (
              <section key={section.key}>
                {section.title && section.titleId ? (
                  <h2 id={section.titleId}>{section.title}</h2>
                ) : section.title ? (
                  <p className="!mb-2 !mt-12 text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
                    <Brands>{section.title}</Brands>
                  </p>
                ) : null}
                {section.subtitle ? <p className="text-white/60">{section.subtitle}</p> : null}
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
              </section>
            ))}
            {extras.map((section) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="mt-14 rounded-3xl border border-gold-500/30 bg-brand-900/70 px-6 py-2 md:px-9 md:py-4"
              >
                <h2 id={section.id}>{section.title}</h2>
                {section.body}
              </section>
            ))}
            <p className="mt-14 border-t border-white/10 pt-6 text-sm text-white/60">
              {t.rich('questions', {
                email: facts.email,
                link: (chunks) => <a href={facts.mailHref}>{chunks}</a>,
              })}{' '}
              <a href="#main" className="ml-2 whitespace-nowrap">
                {t('backToTop')} ↑
              </a>
            </p>
          </div>
        </div>
      </div>
    </ContentPage>
  );
}

/** The KVKK data-protection notice (static, from the messages). */
export async function KvkkNotice({ locale }: { locale: PageContext['locale'] }) {
  const t = await getTranslations({ locale, namespace: 'Legal.kvkk' });
  const { email } = await getSiteFacts(locale);
  const parts = ['controller', 'purposes', 'basis', 'transfer', 'rights'] as const;
  return (
    <>
      <p>{t('intro')}</p>
      {parts.map((part) => (
        <div key={part}>
          <h3>{t(`${part}Title`)}</h3>
          <p>{part === 'rights' ? t('rights', { email }) : t(part)}</p>
        </div>
      ))}
    </>
  );
}

/**
 * The cookies page's cookie-settings section, the footer's "Cookie settings" target in every
 * language: the cookies this run of the site sets and how long each is kept (the banner's own list,
 * lib/consent/config.ts, so the policy's figures have one home), and with consent configured a link
 * that opens the preferences (components/integrations/Consent.client.tsx; a tap before that script
 * runs leaves the page at this address, where it opens them once loaded).
 */
export async function cookieSettingsSection(locale: PageContext['locale']): Promise<ExtraSection> {
  const t = await getTranslations({ locale, namespace: 'Legal.cookieSettings' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const consent = await getTranslations({ locale, namespace: 'Consent' });
  const services = integrationsConfig(env, locale).services;
  const optional = services.length > 0;
  return {
    id: COOKIE_SETTINGS_ID,
    title: footer('cookieSettings'),
    body: (
      <>
        <p>{optional ? t('optional') : t('essentialOnly')}</p>
        <table className="text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{consent('cookie')}</th>
              <th scope="col">{consent('purpose')}</th>
              <th scope="col">{consent('duration')}</th>
            </tr>
          </thead>
          <tbody>
            {siteCookies(services).map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row" translate="no">
                  {/* On a phone a cookie's name breaks after an underscore (i18n_ redirected). */}
                  <code className="[overflow-wrap:anywhere]">
                    {cookie.name.split(/(?<=_)(?=.)/).map((part, index) => (
                      <Fragment key={part}>
                        {index > 0 ? <wbr /> : null}
                        {part}
                      </Fragment>
                    ))}
                  </code>
                </th>
                <td>{consent(cookie.purpose)}</td>
                <td>{formatDuration(locale, cookie.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {optional ? (
          <p>
            <a href={`${href(locale, '/cookies')}#${COOKIE_SETTINGS_ID}`} data-cookie-settings>
              {t('change')}
            </a>
          </p>
        ) : null}
      </>
    ),
  };
}
