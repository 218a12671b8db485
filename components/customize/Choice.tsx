import type { ReactNode } from 'react';

// The customizer's groups and their options (components/customize/Customizer.client.tsx).

/** A group of choices: its legend as the group's heading. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-white/10 bg-brand-900/70 p-5 shadow-xl shadow-black/30 md:p-7">
      <legend className="float-left mb-5 w-full font-display text-2xl text-white md:text-3xl">
        {legend}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** One option: a radio or checkbox card with its title, text and price. */
export function Choice({
  type,
  name,
  value,
  checked,
  disabled,
  onChange,
  title,
  text,
  price,
  unit,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: string;
  text?: string;
  price?: string;
  unit?: string;
}) {
  return (
    <label
      className={`group relative flex h-full cursor-pointer gap-4 rounded-2xl border p-4 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-400 md:p-5 ${
        checked
          ? 'border-gold-400 bg-gold-500/10 shadow-lg shadow-gold-500/10'
          : 'border-white/10 bg-brand-950/40 hover:border-gold-500/50'
      } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-5 shrink-0 accent-[#c9a24b]"
      />
      <span className="flex-1">
        <span className="block font-bold text-white">{title}</span>
        {text ? (
          <span className="mt-1 block text-sm leading-relaxed text-white/60">{text}</span>
        ) : null}
      </span>
      {price ? (
        <span className="shrink-0 text-right">
          <span className="block font-display text-xl text-gold-200">{price}</span>
          {unit ? (
            <span className="block text-2xs uppercase tracking-[0.12em] text-white/50">{unit}</span>
          ) : null}
        </span>
      ) : null}
    </label>
  );
}
