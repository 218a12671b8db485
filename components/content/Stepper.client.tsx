'use client';

import { useId } from 'react';

/**
 * A number field with − and + buttons: the input is a native spin button (arrow keys work), the
 * buttons say what they do and stay focusable at the limits (aria-disabled, not disabled).
 */
export function Stepper({
  name,
  label,
  hint,
  value,
  min,
  max,
  onChange,
  addLabel,
  removeLabel,
}: {
  name: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  addLabel: string;
  removeLabel: string;
}) {
  const id = useId();
  const set = (next: number) => {
    if (Number.isNaN(next)) return;
    onChange(Math.min(max, Math.max(min, Math.round(next))));
  };
  const button =
    'tap-target flex size-11 items-center justify-center rounded-full border text-xl leading-none transition aria-disabled:cursor-not-allowed aria-disabled:opacity-35';
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="block font-bold text-white">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-white/60">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={removeLabel}
          aria-controls={id}
          aria-disabled={atMin}
          onClick={() => !atMin && set(value - 1)}
          className={`${button} border-white/20 text-white hover:border-gold-400 hover:text-gold-300`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => set(event.currentTarget.valueAsNumber)}
          className="h-11 w-14 rounded-lg border border-white/15 bg-brand-950 text-center font-display text-xl text-white [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={addLabel}
          aria-controls={id}
          aria-disabled={atMax}
          onClick={() => !atMax && set(value + 1)}
          className={`${button} border-gold-500/60 text-gold-300 hover:bg-gold-500 hover:text-brand-950`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
