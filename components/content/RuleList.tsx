export type Rule = { text: string; strong?: string };

/** House rules and good-to-know points: a checklist with gold markers. */
export function RuleList({ items, columns = 2 }: { items: Rule[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-4 ${columns === 2 ? 'md:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li
          key={item.text}
          className="flex gap-4 rounded-xl border border-white/10 bg-brand-900/70 p-5 leading-relaxed text-white/80"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            className="mt-0.5 shrink-0 text-gold-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M12 8v4M12 16h.01" />
          </svg>
          <span>
            {item.strong ? <strong className="text-white">{item.strong} </strong> : null}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
