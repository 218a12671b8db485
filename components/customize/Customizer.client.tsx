'use client';

import { AppLink as Link } from '@/components/layout/AppLink';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Stepper } from '@/components/content/Stepper.client';
import { bookingHref, needsGroupContact, partyLimits } from '@/lib/content/booking';
import {
  defaultSelection,
  selectionFromForm,
  summarise,
  type ExtraId,
  type PackageId,
  type Selection,
  type ZoneId,
} from '@/lib/content/customize';
import { formatPrice } from '@/lib/content/format';
import type { Locale } from '@/lib/i18n/locales';
import { Brands } from '@/components/i18n/Brands';
import { Choice, Fieldset } from './Choice';

export type Option<T extends string> = { id: T; title: string; text?: string; price?: string };

export type CustomizerLabels = {
  packageTitle: string;
  packageIncluded: string;
  zoneTitle: string;
  zoneNote: string;
  extrasTitle: string;
  guestsTitle: string;
  adults: string;
  children: string;
  childrenHint: string;
  perPerson: string;
  summaryTitle: string;
  total: string;
  note: string;
  book: string;
  newTab: string;
  groupNote: string;
  contact: string;
  /** Templates with {label} / {count}. */
  add: string;
  remove: string;
  lineAdults: string;
  lineChildren: string;
  lineChampagne: string;
  lineClubEntry: string;
  lineBottle: string;
  tables: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** Customize your evening: package, table zone, extras, guests, and a live summary to book. */
export function Customizer({
  locale,
  bookingUrl,
  contactHref,
  packages,
  zones,
  extras,
  labels,
}: {
  locale: Locale;
  bookingUrl: string;
  contactHref: string;
  packages: Option<PackageId>[];
  zones: Option<ZoneId>[];
  extras: Option<ExtraId>[];
  labels: CustomizerLabels;
}) {
  const [selection, setSelection] = useState<Selection>(defaultSelection);
  const update = (change: Partial<Selection>) =>
    setSelection((current) => ({ ...current, ...change }));
  const summary = summarise(selection);
  const group = needsGroupContact(selection);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Choices made before hydration are on screen, not in state: adopted (lib/shell/taps.ts).
    setSelection((current) => selectionFromForm(new FormData(element), current));
    // Marks the form as interactive (hydrated); tests wait for it before choosing.
    element.setAttribute('data-ready', 'true');
  }, []);
  const premium = selection.zone !== 'hall';
  const lineLabel: Record<string, string> = {
    adults: labels.lineAdults,
    children: labels.lineChildren,
    champagne: labels.lineChampagne,
    clubEntry: labels.lineClubEntry,
    bottle: labels.lineBottle,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (group) return;
    const href = bookingHref(bookingUrl, selection, {
      package: premium ? selection.zone : selection.packageId,
      zone: selection.zone,
      ...(selection.extras.length ? { extras: selection.extras.join(',') } : {}),
    });
    window.open(href, '_blank', 'noopener');
  };

  return (
    <form
      ref={form}
      action={bookingUrl}
      method="get"
      target="_blank"
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start"
    >
      <div className="space-y-8">
        <Fieldset legend={labels.guestsTitle}>
          <div className="divide-y divide-white/10">
            <Stepper
              name="adults"
              label={labels.adults}
              value={selection.adults}
              min={partyLimits.adults.min}
              max={partyLimits.adults.max}
              onChange={(adults) => update({ adults })}
              addLabel={fill(labels.add, { label: labels.adults })}
              removeLabel={fill(labels.remove, { label: labels.adults })}
            />
            <Stepper
              name="children"
              label={labels.children}
              hint={labels.childrenHint}
              value={selection.children}
              min={partyLimits.children.min}
              max={partyLimits.children.max}
              onChange={(children) => update({ children })}
              addLabel={fill(labels.add, { label: labels.children })}
              removeLabel={fill(labels.remove, { label: labels.children })}
            />
          </div>
        </Fieldset>
        <Fieldset legend={labels.packageTitle}>
          {premium ? (
            <p
              role="status"
              className="mb-4 rounded-xl border border-gold-500/40 bg-gold-500/10 px-4 py-3 text-sm text-gold-100"
            >
              {labels.packageIncluded}
            </p>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            {packages.map((option) => (
              <Choice
                key={option.id}
                type="radio"
                name="package"
                value={option.id}
                checked={selection.packageId === option.id}
                disabled={premium}
                onChange={() => update({ packageId: option.id })}
                title={option.title}
                price={option.price}
                unit={labels.perPerson}
              />
            ))}
          </div>
        </Fieldset>
        <Fieldset legend={labels.zoneTitle}>
          <p className="mb-4 text-sm text-white/60">{labels.zoneNote}</p>
          <div className="grid gap-3 md:grid-cols-2">
            {zones.map((option) => (
              <Choice
                key={option.id}
                type="radio"
                name="zone"
                value={option.id}
                checked={selection.zone === option.id}
                onChange={() => update({ zone: option.id })}
                title={option.title}
                text={option.text}
                price={option.price}
                unit={option.price ? labels.perPerson : undefined}
              />
            ))}
          </div>
        </Fieldset>
        <Fieldset legend={labels.extrasTitle}>
          <div className="grid gap-3">
            {extras.map((option) => (
              <Choice
                key={option.id}
                type="checkbox"
                name="extras"
                value={option.id}
                checked={selection.extras.includes(option.id)}
                onChange={() =>
                  update({
                    extras: selection.extras.includes(option.id)
                      ? selection.extras.filter((id) => id !== option.id)
                      : [...selection.extras, option.id],
                  })
                }
                title={option.title}
                text={option.text}
                price={option.price}
              />
            ))}
          </div>
        </Fieldset>
      </div>

      <aside
        aria-labelledby="customize-summary"
        className="rounded-3xl border border-gold-500/30 bg-gradient-to-b from-brand-800 to-brand-900 p-6 shadow-2xl shadow-black/50 md:p-8 lg:sticky lg:top-28"
      >
        <h2 id="customize-summary" className="font-display text-3xl text-white">
          {labels.summaryTitle}
        </h2>
        <div
          aria-hidden="true"
          className="mt-4 h-px w-16 bg-gradient-to-r from-gold-400 to-transparent"
        />
        <div aria-live="polite">
          <dl className="mt-6 space-y-3">
            {summary.lines.map((line) => (
              <div
                key={line.id}
                className="flex items-baseline justify-between gap-4 text-white/80"
              >
                <dt>{fill(lineLabel[line.id] ?? line.id, { count: line.quantity })}</dt>
                <dd className="font-bold text-white">
                  {formatPrice(locale, line.amount, line.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex items-baseline justify-between gap-4 border-t border-white/15 pt-5">
            <p className="text-sm font-bold uppercase tracking-[0.16em] text-gold-300">
              <Brands>{labels.total}</Brands>
            </p>
            <p className="text-right font-display text-3xl text-gold-gradient">
              {(['EUR', 'TRY'] as const)
                .filter((currency) => (summary.totals[currency] ?? 0) > 0)
                .map((currency) => (
                  <span key={currency} className="block">
                    {formatPrice(locale, summary.totals[currency] ?? 0, currency)}
                  </span>
                ))}
            </p>
          </div>
          {summary.tables > 0 ? (
            <p className="mt-3 text-sm text-white/60">
              {fill(labels.tables, { count: summary.tables })}
            </p>
          ) : null}
        </div>
        <p className="mt-5 text-sm leading-relaxed text-white/55">{labels.note}</p>
        {group ? (
          <div
            role="status"
            className="mt-6 rounded-2xl border border-gold-500/40 bg-brand-950/60 p-5"
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
      </aside>
    </form>
  );
}
