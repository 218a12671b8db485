import type { ReactNode } from 'react';
import { BlackHole } from './BlackHole';

export function ErrorScreen({
  code,
  title,
  text,
  action,
}: {
  code: string;
  title: string;
  text?: string;
  action: ReactNode;
}) {
  return (
    <section className="relative isolate flex min-h-dvh items-center justify-center px-6 py-24 text-center">
      <BlackHole />
      <div className="max-w-xl">
        <p className="text-gold-gradient font-display text-8xl font-bold md:text-9xl">{code}</p>
        <h1 className="mt-4 font-display text-3xl text-white md:text-4xl">{title}</h1>
        {text ? <p className="mt-4 text-white/75">{text}</p> : null}
        <div className="mt-10 flex justify-center">{action}</div>
      </div>
    </section>
  );
}

export const homeButtonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-gold-500 px-8 font-bold uppercase tracking-wider text-brand-950 transition hover:bg-gold-400';
