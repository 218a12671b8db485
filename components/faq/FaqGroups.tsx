import { Accordion } from '@/components/content/Accordion';
import { ContentIcon, type IconName } from '@/components/content/ContentIcons';
import type { FaqGroup } from '@/lib/content/faq';

const groupIcons: Record<string, IconName> = {
  tickets: 'ticket',
  dinner: 'dining',
  children: 'child',
  club: 'music',
  dress: 'sparkle',
  refunds: 'info',
};

/** FAQ groups: a sticky index of the groups on desktop, each group an accordion of questions. */
export function FaqGroups({ groups, indexLabel }: { groups: FaqGroup[]; indexLabel: string }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[260px_1fr] lg:gap-16">
      <nav aria-label={indexLabel} className="hidden lg:block">
        <ul className="sticky top-28 space-y-1 border-l border-white/10">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#faq-${group.id}`}
                className="-ml-px flex items-center gap-3 border-l border-transparent py-2.5 pl-5 text-sm font-semibold uppercase tracking-[0.12em] text-white/65 transition hover:border-gold-400 hover:text-gold-200"
              >
                <ContentIcon name={groupIcons[group.id] ?? 'info'} width={18} height={18} />
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
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
