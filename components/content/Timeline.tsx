import { Fragment } from 'react';

export type TimelineItem = { time: string; title: string; text?: string };

// A valid HTML time (00:00–23:59): 24:00 or words stay plain text.
const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A clock time or a range ("20:00–21:00") as <time> elements; anything else as plain text. */
function Times({ text }: { text: string }) {
  const parts = text.split(/\s*[–-]\s*/);
  if (!parts.every((part) => CLOCK.test(part))) return <>{text}</>;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? '–' : null}
      <time dateTime={part.padStart(5, '0')}>{part}</time>
    </Fragment>
  ));
}

/** The evening hour by hour: times in gold on a vertical line (an ordered list). */
export function Timeline({ items, label }: { items: TimelineItem[]; label?: string }) {
  return (
    <ol aria-label={label} className="relative space-y-8 border-l border-gold-500/30 pl-8">
      {items.map((item) => (
        <li key={`${item.time}-${item.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.4rem] top-1.5 size-3 rounded-full border-2 border-gold-400 bg-brand-950 shadow-[0_0_12px_rgba(230,199,122,0.6)]"
          />
          <p className="font-display text-2xl text-gold-300 md:text-3xl">
            <Times text={item.time} />
          </p>
          <p className="mt-1 text-lg font-bold text-white">{item.title}</p>
          {item.text ? <p className="mt-1 max-w-md text-white/70">{item.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
