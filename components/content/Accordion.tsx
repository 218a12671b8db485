import type { ReactNode } from 'react';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode; meta?: ReactNode };

/**
 * Native <details> disclosures, styled: keyboard (Enter/Space on the summary), screen readers and
 * no-JS work without a line of client code. `open` opens the first item.
 */
export function Accordion({
  items,
  openFirst = false,
  className = '',
}: {
  items: AccordionItem[];
  openFirst?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`divide-y divide-white/10 overflow-hidden rounded-2xl border border-white/10 bg-brand-900/70 shadow-xl shadow-black/30 ${className}`}
    >
      {items.map((item, index) => (
        <details
          key={item.id}
          id={item.id}
          open={openFirst && index === 0 ? true : undefined}
          className="group scroll-mt-28 open:bg-brand-850/60"
        >
          <summary className="flex min-h-16 cursor-pointer list-none items-center gap-4 px-5 py-4 text-left text-base font-bold text-white transition hover:text-gold-200 md:px-7 md:text-lg [&::-webkit-details-marker]:hidden">
            {item.meta ? (
              <span className="shrink-0 text-gold-400" aria-hidden="true">
                {item.meta}
              </span>
            ) : null}
            <span className="flex-1">{item.title}</span>
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-300 transition duration-300 group-open:rotate-45 group-open:bg-gold-500 group-open:text-brand-950"
            >
              <svg
                viewBox="0 0 24 24"
                width="16"
                height="16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 5v14M5 12h14" strokeLinecap="round" />
              </svg>
            </span>
          </summary>
          <div className="px-5 pb-6 leading-relaxed text-white/75 md:px-7 md:pb-7 md:text-lg">
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
