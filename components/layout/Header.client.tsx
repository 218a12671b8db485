'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { useUiStore } from '@/stores/ui';
import { ChevronDownIcon, CloseIcon, GlobeIcon, MenuIcon } from './Icons';

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

export function LanguageMenu({
  currentLabel,
  buttonLabel,
  options,
}: {
  currentLabel: string;
  buttonLabel: string;
  options: LanguageOption[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold uppercase tracking-wider text-white/90 hover:text-gold-300"
      >
        <GlobeIcon width={18} height={18} />
        {currentLabel}
        <ChevronDownIcon width={14} height={14} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 min-w-40 overflow-hidden rounded-xl border border-gold-500/25 bg-brand-900 py-1 shadow-xl shadow-black/50"
      >
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              onClick={() => rememberLocale(option.locale)}
              className="block px-4 py-2.5 text-sm text-white/85 hover:bg-brand-700 hover:text-gold-300 focus-visible:bg-brand-700"
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Burger menu: a modal drawer that locks page scrolling while open. */
/** For useSyncExternalStore: "in the browser" never changes once hydrated. */
const noSubscription = () => () => {};

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
  const open = useUiStore((state) => state.menuOpen);
  const setOpen = useUiStore((state) => state.setMenuOpen);
  const pathname = usePathname();
  const burger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  // The panel is drawn into <body>: inside the header, whose backdrop blur makes it the containing
  // block of `fixed` children, it covered only the header's box and the page showed through.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = [document.body.style.overflow, root.style.overflow];
    document.body.style.overflow = 'hidden';
    root.style.overflow = 'hidden';
    // Everything behind the menu is out of reach: no focus, no clicks, no screen-reader browsing.
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== panel.current && !element.inert,
    );
    behind.forEach((element) => (element.inert = true));
    closeButton.current?.focus();
    const burgerButton = burger.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      [document.body.style.overflow, root.style.overflow] = previous as [string, string];
      behind.forEach((element) => (element.inert = false));
      document.removeEventListener('keydown', onKey);
      burgerButton?.focus();
    };
  }, [open, setOpen]);

  return (
    <>
      <button
        ref={burger}
        type="button"
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
        className="flex size-11 items-center justify-center rounded-full text-white hover:text-gold-300 lg:hidden"
      >
        <MenuIcon width={26} height={26} />
      </button>
      {mounted
        ? createPortal(
            <div
              id={dialogId}
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-label={title}
              hidden={!open}
              data-mobile-menu
              className="fixed inset-0 z-[60] h-dvh overflow-y-auto overscroll-contain bg-brand-950 px-6 pb-10 pt-5 lg:hidden"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) setOpen(false);
              }}
            >
              <div className="flex justify-end">
                <button
                  ref={closeButton}
                  type="button"
                  aria-label={closeLabel}
                  onClick={() => setOpen(false)}
                  className="flex size-11 items-center justify-center rounded-full text-white hover:text-gold-300"
                >
                  <CloseIcon width={26} height={26} />
                </button>
              </div>
              {/* Drawn on opening: ~50 fewer elements to hydrate on every page until the burger is used. */}
              {open ? children : null}
            </div>,
            document.body,
          )
        : null}
    </>
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
            className="inline-block py-2 text-white/80 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
