import { Img } from '@/components/media/Img';
import { Accordion } from '@/components/content/Accordion';
import { ContentIcon, type IconName } from '@/components/content/ContentIcons';
import { PhoneIcon } from '@/components/layout/Icons';
import type { FaqGroup } from '@/lib/content/faq';
import type { SiteFacts } from '@/lib/site';

const groupIcons: Record<string, IconName> = {
  tickets: 'ticket',
  dinner: 'dining',
  children: 'child',
  club: 'music',
  dress: 'sparkle',
  refunds: 'info',
};

/** FAQ groups: a sticky index of the groups on desktop, each group an accordion of questions. */
export function FaqGroups({
  groups,
  indexLabel,
  aside,
  phone,
}: {
  groups: FaqGroup[];
  indexLabel: string;
  aside: { title: string; text: string };
  phone: Pick<SiteFacts, 'phone' | 'phoneHref'>;
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-[260px_1fr] lg:gap-16">
      <div className="hidden lg:block">
        <div className="sticky top-28">
          <nav aria-label={indexLabel}>
            <ul className="space-y-1 border-l border-white/10">
              {groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#faq-${group.id}`}
                    className="-ml-px flex items-center gap-3 border-l border-transparent py-2.5 pl-5 text-sm font-bold uppercase tracking-[0.12em] text-white/65 transition hover:border-gold-400 hover:text-gold-200"
                  >
                    <ContentIcon name={groupIcons[group.id] ?? 'info'} width={18} height={18} />
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="relative mt-10 overflow-hidden rounded-2xl border border-white/10 shadow-xl shadow-black/40">
            <div className="relative aspect-[4/5]">
              <Img
                src="/media/gallery/show-1.jpg"
                alt=""
                fill
                sizes="260px"
                className="object-cover"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/60 to-transparent" />
            </div>
            <div className="absolute inset-x-0 bottom-0 p-5">
              <p className="font-display text-xl text-white">{aside.title}</p>
              <p className="mt-2 text-sm text-white/70">{aside.text}</p>
              <a
                href={phone.phoneHref}
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-500 px-4 text-sm font-bold text-brand-950 hover:bg-gold-400"
              >
                <PhoneIcon width={16} height={16} />
                {phone.phone}
              </a>
            </div>
          </div>
        </div>
      </div>
      <div className="space-y-16">
        {groups.map((group) => (
          <section
            key={group.id}
            id={`faq-${group.id}`}
            aria-labelledby={`faq-${group.id}-title`}
            className="scroll-mt-28"
          >
            <div className="mb-6 flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-full border border-gold-500/40 bg-gold-500/10 text-gold-300">
                <ContentIcon name={groupIcons[group.id] ?? 'info'} />
              </span>
              <h2
                id={`faq-${group.id}-title`}
                className="font-display text-3xl text-white md:text-4xl"
              >
                {group.title}
              </h2>
            </div>
            <Accordion
              items={group.items.map((item) => ({
                id: `faq-${item.id}`,
                title: item.question,
                content: <p>{item.answer}</p>,
              }))}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
