import { AppLink as Link } from '@/components/layout/AppLink';
import type { ReactNode } from 'react';
import { Brands } from '@/components/i18n/Brands';

const styles = {
  primary: 'bg-gold-500 text-brand-950 shadow-xl shadow-gold-500/20 hover:bg-gold-400 font-bold',
  outline: 'border border-white/40 text-white hover:border-gold-400 hover:text-gold-300 font-bold',
  ghost: 'text-gold-300 hover:text-gold-200 font-bold underline-offset-4 hover:underline px-0',
} as const;

export type ButtonVariant = keyof typeof styles;

/** What every button-styled link takes: its (already localised) href, a variant and the label. */
type ButtonProps = { href: string; variant?: ButtonVariant; children: ReactNode };

function classes(variant: ButtonVariant) {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 text-sm uppercase tracking-[0.14em] transition ${styles[variant]}`;
}

/** An internal link styled as a button (already localised href). */
export function ButtonLink({ href, variant = 'primary', children }: ButtonProps) {
  return (
    <Link href={href} className={classes(variant)}>
      <Brands>{children}</Brands>
    </Link>
  );
}

/** A mailto (or tel) link styled as a button; it keeps its width beside a heading. */
export function MailButton({ href, variant = 'primary', children }: ButtonProps) {
  return (
    <a href={href} className={`${classes(variant)} shrink-0`}>
      <Brands>{children}</Brands>
    </a>
  );
}

/** An external link styled as a button: opens in a new tab and says so to screen readers. */
export function ExternalButton({
  href,
  newTabLabel,
  variant = 'primary',
  children,
}: ButtonProps & { newTabLabel: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={classes(variant)}>
      <Brands>{children}</Brands>
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
