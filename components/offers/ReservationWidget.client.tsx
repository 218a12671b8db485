'use client';

import { AppLink as Link } from '@/components/layout/AppLink';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Stepper } from '@/components/content/Stepper.client';
import {
  bookingHref,
  needsGroupContact,
  partyFromForm,
  partyLimits,
  type Party,
} from '@/lib/content/booking';
import { Brands } from '@/components/i18n/Brands';

export type ReservationLabels = {
  title: string;
  text: string;
  adults: string;
  adultsHint: string;
  children: string;
  childrenHint: string;
  /** "Add one: Adults" and so on, per stepper. */
  add: { adults: string; children: string };
  remove: { adults: string; children: string };
  /** The "{count} guests in total" line for every count, index = count (ICU plurals applied). */
  totals: string[];
  book: string;
  newTab: string;
  groupNote: string;
  contact: string;
};

/**
 * Adult and child counts, then the booking site (`adults` / `children` query) in a new tab. A
 * plain GET form underneath, so it works before hydration too. Groups of 9+ are sent to the venue.
 */
export function ReservationWidget({
  bookingUrl,
  contactHref,
  labels,
}: {
  bookingUrl: string;
  contactHref: string;
  labels: ReservationLabels;
}) {
  const [party, setParty] = useState<Party>({ adults: 2, children: 0 });
  const group = needsGroupContact(party);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Counts typed before hydration are on screen, not in state: adopted (lib/shell/taps.ts).
    setParty((current) => partyFromForm(new FormData(element), current));
    // Marks the form as interactive (hydrated); tests wait for it before pressing the steppers.
    element.setAttribute('data-ready', 'true');
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (group) return;
    window.open(bookingHref(bookingUrl, party), '_blank', 'noopener');
  };
  return (
    <form
      ref={form}
      action={bookingUrl}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      aria-labelledby="reservation-title"
      className="rounded-3xl border border-gold-500/30 bg-gradient-to-b from-brand-800 to-brand-900 p-6 shadow-2xl shadow-black/50 md:p-8"
    >
      <h2 id="reservation-title" className="font-display text-3xl text-white">
        {labels.title}
      </h2>
      <p className="mt-3 text-white/70">{labels.text}</p>
      <div className="mt-6 divide-y divide-white/10 border-y border-white/10">
        <Stepper
          name="adults"
          label={labels.adults}
          hint={labels.adultsHint}
          value={party.adults}
          min={partyLimits.adults.min}
          max={partyLimits.adults.max}
          onChange={(adults) => setParty((current) => ({ ...current, adults }))}
          addLabel={labels.add.adults}
          removeLabel={labels.remove.adults}
        />
        <Stepper
          name="children"
          label={labels.children}
          hint={labels.childrenHint}
          value={party.children}
          min={partyLimits.children.min}
          max={partyLimits.children.max}
          onChange={(children) => setParty((current) => ({ ...current, children }))}
          addLabel={labels.add.children}
          removeLabel={labels.remove.children}
        />
      </div>
      <p
        aria-live="polite"
        className="mt-4 text-sm font-bold uppercase tracking-[0.14em] text-gold-300"
      >
        <Brands>{labels.totals[party.adults + party.children]}</Brands>
      </p>
      {group ? (
        <div
          role="status"
          className="mt-5 rounded-2xl border border-gold-500/40 bg-brand-950/60 p-5"
        >
          <p className="text-white/85">{labels.groupNote}</p>
          <Link
            href={contactHref}
            className="mt-4 inline-flex min-h-11 items-center rounded-full border border-gold-400 px-5 text-sm font-bold uppercase tracking-[0.14em] text-gold-200 hover:bg-gold-500 hover:text-brand-950"
          >
            <Brands>{labels.contact}</Brands>
          </Link>
        </div>
      ) : (
        <button
          type="submit"
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-gold-500 px-7 text-sm font-bold uppercase tracking-[0.14em] text-brand-950 shadow-xl shadow-gold-500/20 transition hover:bg-gold-400"
        >
          <Brands>{labels.book}</Brands>
          <span className="sr-only"> {labels.newTab}</span>
          <span aria-hidden="true">↗</span>
        </button>
      )}
    </form>
  );
}
