import { ContentIcon } from '@/components/content/ContentIcons';
import type { downloads } from '@/lib/content/eventSolutions';
import { formatFileSize } from '@/lib/content/format';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import type { Locale } from '@/lib/i18n/locales';

type Download = (typeof downloads)[number] & { size: number | null };

/** The event solutions page's PDFs to download, each with its size. */
export async function EventSolutionDownloads({
  locale,
  files,
}: {
  locale: Locale;
  files: Download[];
}) {
  const t = await getFactTranslations({ locale, namespace: 'EventSolutions' });
  return (
    <div className="rounded-3xl border border-gold-500/30 bg-gradient-to-b from-brand-800 to-brand-900 p-6 shadow-2xl shadow-black/40 md:p-8 lg:mt-24">
      <h2 id="mice-downloads" className="font-display text-3xl text-white">
        {t('downloads.title')}
      </h2>
      <p className="mt-3 text-white/70">{t('downloads.text')}</p>
      <ul aria-labelledby="mice-downloads" className="mt-6 space-y-4">
        {files.map((file) => (
          <li key={file.key}>
            <a
              href={file.href}
              download
              type="application/pdf"
              className="group flex items-center gap-4 rounded-2xl border border-white/10 bg-brand-950/60 p-4 transition hover:border-gold-400/60"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-500/15 text-gold-300 ring-1 ring-gold-500/40">
                <ContentIcon name="file" />
              </span>
              <span className="flex-1">
                <span className="block font-bold text-white group-hover:text-gold-200">
                  {t(`downloads.${file.key}`)}
                </span>
                <span className="text-sm text-white/55">
                  PDF{file.size ? ` · ${formatFileSize(locale, file.size)}` : ''}
                </span>
              </span>
              <span className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.12em] text-gold-300">
                <ContentIcon name="download" width={18} height={18} />
                <span className="sr-only md:not-sr-only">{t('downloads.download')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
