'use client';

import { usePathname } from 'next/navigation';
import {
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { inertOutside, keepTabWithin } from '@/lib/shell/modal';
import { ChevronDownIcon, CloseIcon, GlobeIcon, MenuIcon } from './Icons';
import { Brands } from '@/components/i18n/Brands';

/** Desktop: the header sticks once the page is scrolled past max(hero height, 500 px). */
export function StickyShell({ overlay, children }: { overlay: boolean; children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const hero = document.querySelector<HTMLElement>('[data-hero]');
    const onScroll = () => {
      const threshold = Math.max(hero?.offsetHeight ?? 0, 500);
      setStuck(window.scrollY > threshold);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return (
    // The wrapper keeps the header's height in the flow, so sticking causes no layout shift.
    <div
      className={
        overlay ? 'absolute inset-x-0 top-0 z-40 h-20 lg:h-30' : 'relative z-40 h-20 lg:h-30'
      }
    >
      <header
        data-stuck={stuck ? 'true' : 'false'}
        className={
          stuck
            ? 'group lg:fixed lg:inset-x-0 lg:top-0 lg:border-b lg:border-gold-500/20 lg:bg-brand-950/95 lg:shadow-lg lg:shadow-black/40 lg:backdrop-blur lg:transition-transform absolute inset-x-0 top-0'
            : `group absolute inset-x-0 top-0 ${overlay ? 'bg-gradient-to-b from-brand-950/80 to-transparent' : 'border-b border-white/5 bg-brand-950'}`
        }
      >
        {children}
      </header>
    </div>
  );
}

export function rememberLocale(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

type LanguageOption = { locale: string; label: string; href: string };

// `toggle` does not bubble: heard on its way down, for every disclosure of the page.
function subscribeToToggles(onChange: () => void) {
  document.addEventListener('toggle', onChange, true);
  return () => document.removeEventListener('toggle', onChange, true);
}

/**
 * Whether a <details> is open: false on the server and while hydrating, then what the element says
 * (opened before hydration too, when nothing was listening yet).
 */
function useDisclosureOpen(details: RefObject<HTMLDetailsElement | null>): boolean {
  return useSyncExternalStore(
    subscribeToToggles,
    () => details.current?.open ?? false,
    () => false,
  );
}

const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * The language switcher: a native disclosure of the other languages' links, so it works before
 * hydration and without JavaScript. Once hydrated, Escape (focus inside) and a click outside close it.
 */
export function LanguageMenu({
  currentLabel,
  buttonLabel,
  options,
}: {
  currentLabel: string;
  buttonLabel: string;
  options: LanguageOption[];
}) {
  const root = useRef<HTMLDetailsElement>(null);
  const open = useDisclosureOpen(root);
  useEffect(() => {
    const details = root.current;
    if (!open || !details) return;
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    // The browser sets `open` when tapped before hydration: not a mismatch.
    <details
      ref={root}
      data-language-menu
      className="group/language relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
      suppressHydrationWarning
    >
      <summary
        aria-label={buttonLabel}
        className={`${summaryReset} flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold uppercase tracking-wider text-white/90 hover:text-gold-300`}
      >
        <GlobeIcon width={18} height={18} />
        <Brands>{currentLabel}</Brands>
        <ChevronDownIcon
          width={14}
          height={14}
          className="transition group-open/language:rotate-180"
        />
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-2 min-w-40 overflow-hidden rounded-xl border border-gold-500/25 bg-brand-900 py-1 shadow-xl shadow-black/50">
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              onClick={() => rememberLocale(option.locale)}
              className="flex min-h-11 items-center px-4 text-sm text-white/85 hover:bg-brand-700 hover:text-gold-300 focus-visible:bg-brand-700"
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The burger menu: a native disclosure whose content is the full-screen drawer, server-rendered, so
 * it opens before hydration and without JavaScript; its summary is both the burger and, drawn over
 * the drawer, the close control. CSS locks the page's scrolling while it is open (app/globals.css).
 * Once hydrated it is a modal: focus moves into it and back to the burger, Tab stays inside, the
 * rest of the page is inert, and Escape, a link or a navigation closes it.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const open = useDisclosureOpen(menu);
  const pathname = usePathname();

  // A navigation closes it (not hydration: a menu opened before it stays open).
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = menu.current;
    const summary = details?.querySelector('summary');
    const panel = details?.querySelector<HTMLElement>('[role="dialog"]');
    if (!open || !details || !summary || !panel) return;
    const restore = inertOutside(details);
    panel.setAttribute('aria-modal', 'true');
    summary.focus();
    return () => {
      restore();
      panel.removeAttribute('aria-modal');
      summary.focus();
    };
  }, [open]);

  // On the element, not in the effect above: a key pressed right after the tap that opened it, before
  // the effect has run, is heard too (focus is inside: on the summary, or in the drawer).
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const summary = details.querySelector('summary');
    const panel = details.querySelector('[role="dialog"]');
    if (!details.open || !summary || !panel) return;
    if (event.key === 'Escape') {
      details.open = false;
      summary.focus();
      return;
    }
    const items = [summary, ...panel.querySelectorAll<HTMLElement>('a[href], button, summary')];
    keepTabWithin(event, items, document.activeElement);
  };

  return (
    // The browser sets `open` when tapped before hydration: not a mismatch.
    <details
      ref={menu}
      data-mobile-menu
      className="group/menu size-11 lg:hidden"
      onKeyDown={onKeyDown}
      suppressHydrationWarning
    >
      {/* Open, it is the drawer's close button, over the drawer in the burger's place. */}
      <summary
        className={`${summaryReset} tap-target flex size-11 items-center justify-center rounded-full text-white hover:text-gold-300 group-open/menu:fixed! group-open/menu:right-5 group-open/menu:top-[1.125rem] group-open/menu:z-[61] md:group-open/menu:right-8`}
      >
        <MenuIcon width={26} height={26} className="group-open/menu:hidden" />
        <CloseIcon width={26} height={26} className="hidden group-open/menu:block" />
        <span className="sr-only group-open/menu:hidden">{openLabel}</span>
        <span className="sr-only hidden group-open/menu:block">{closeLabel}</span>
      </summary>
      <div
        role="dialog"
        aria-label={title}
        className="fixed inset-0 z-[60] h-dvh overflow-y-auto overscroll-contain bg-brand-950 px-6 pb-10 pt-16"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a') && menu.current) menu.current.open = false;
        }}
      >
        {children}
      </div>
    </details>
  );
}

export function LanguageLinks({ label, options }: { label: string; options: LanguageOption[] }) {
  return (
    <ul className="flex gap-4 text-sm" aria-label={label}>
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={option.href}
            hrefLang={option.locale}
            lang={option.locale}
            onClick={() => rememberLocale(option.locale)}
            className="inline-flex min-h-11 min-w-11 items-center text-white/80 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
