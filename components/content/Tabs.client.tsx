'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: string; icon?: ReactNode; panel: ReactNode };

/**
 * WAI-ARIA tabs (automatic activation): roving tabindex, ←/→ wrap, Home/End, `#<id>` in the
 * address selects a tab. Without JavaScript every panel is shown, one under the other.
 */
export function Tabs({ id, label, tabs }: { id: string; label: string; tabs: TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);

  const ids = tabs.map((tab) => tab.id).join(' ');

  useEffect(() => {
    const fromHash = () => {
      const index = ids.split(' ').indexOf(window.location.hash.slice(1));
      if (index >= 0) setSelected(index);
    };
    fromHash();
    root.current?.setAttribute('data-ready', 'true');
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [ids]);

  const focusTab = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusTab(selected + 1),
      ArrowLeft: () => focusTab(selected - 1),
      Home: () => focusTab(0),
      End: () => focusTab(tabs.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div id={id} ref={root}>
      <noscript>
        <style>{`#${id} [role=tablist]{display:none!important}#${id} [role=tabpanel]{display:block!important}`}</style>
      </noscript>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`flex min-h-11 items-center gap-2 rounded-full border px-4 text-xs font-bold uppercase tracking-[0.08em] transition md:min-h-12 md:gap-2.5 md:px-5 md:text-sm md:tracking-[0.12em] ${
                active
                  ? 'border-gold-400 bg-gold-500 text-brand-950 shadow-lg shadow-gold-500/20'
                  : 'border-white/15 bg-brand-900/70 text-white/80 hover:border-gold-400/60 hover:text-gold-200'
              }`}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          className={`mt-8 rounded-3xl focus-visible:outline-offset-8 md:mt-10 ${index === selected ? 'block' : 'hidden'}`}
        >
          <span id={tab.id} className="block scroll-mt-32" />
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
