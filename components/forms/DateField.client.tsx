'use client';

import { useRef, useState } from 'react';
import {
  formatTypedDate,
  parseTypedDate,
  venueToday,
  type DateOrder,
} from '@/lib/validation/validators';
import { FieldError, FieldHint, Label, controlClass, describedBy } from './Field';

/**
 * preferredDate: typed as day/month/year (German: month/day/year, its placeholder mm/dd/yyyy,
 * docs/product.md §3) or picked from the browser's own calendar; the form holds `YYYY-MM-DD` once
 * the text is a real day, else the text itself, which the schema then calls invalid.
 */
export function DateField({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  order,
  label,
  placeholder,
  hint,
  calendarLabel,
  requiredLabel,
  error,
  autoFocus,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's field ref, so the form can focus the field. */
  inputRef: (element: HTMLInputElement | null) => void;
  order: DateOrder;
  label: string;
  placeholder: string;
  hint: string;
  calendarLabel: string;
  requiredLabel: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(() => formatTypedDate(value, order));
  const picker = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a restored draft, a reset) is shown in the field's own format.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const shown = parseTypedDate(text, order) ?? text.trim();
    if (shown !== value) setText(formatTypedDate(value, order));
  }

  function type(next: string) {
    setText(next);
    const trimmed = next.trim();
    onChange(trimmed === '' ? '' : (parseTypedDate(trimmed, order) ?? trimmed));
  }

  function openCalendar() {
    const input = picker.current;
    if (!input) return;
    input.min = venueToday();
    input.value = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  }

  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  return (
    <div>
      <Label htmlFor={id} required requiredLabel={requiredLabel}>
        {label}
      </Label>
      <div className="relative">
        <input
          id={id}
          name={name}
          ref={(element) => {
            textRef.current = element;
            inputRef(element);
          }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            // A complete day is shown in canonical form (5.3.2027 → 05/03/2027).
            const parsed = parseTypedDate(text, order);
            if (parsed) setText(formatTypedDate(parsed, order));
            onBlur();
          }}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(id, error, hint)}
          className={controlClass(Boolean(error), 'pr-14')}
        />
        <button
          type="button"
          onClick={openCalendar}
          aria-label={calendarLabel}
          title={calendarLabel}
          className="tap-target absolute inset-y-1 right-1 flex w-11 items-center justify-center rounded-md text-gold-400 transition hover:bg-white/5 hover:text-gold-300"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-5"
          >
            <rect x="3" y="4.5" width="18" height="16" rx="2" />
            <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
          </svg>
        </button>
        {/* The browser's calendar, opened by the button; the text field is the accessible control. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          defaultValue={iso}
          onChange={(event) => {
            const picked = event.target.value;
            if (!picked) return;
            setText(formatTypedDate(picked, order));
            onChange(picked);
            textRef.current?.focus();
          }}
          className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        />
      </div>
      <FieldError id={id} message={error} />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
