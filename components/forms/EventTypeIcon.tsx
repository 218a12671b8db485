/** Line icons of the six event types (docs/product.md §3), drawn for this site. */
const paths: Record<string, string[]> = {
  // a trophy
  'gala-awards': [
    'M8 4h8v5a4 4 0 0 1-8 0V4Z',
    'M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4',
    'M12 13v4M8.5 20.5h7M10 17h4l.5 3.5h-5L10 17Z',
  ],
  // a rocket
  'launch-product': [
    'M12 3c3 2 4.5 5.5 4.5 9.5L14 16h-4l-2.5-3.5C7.5 8.5 9 5 12 3Z',
    'M7.5 12.5 5 15l2.5 1.5M16.5 12.5 19 15l-2.5 1.5',
    'M10.5 19.5 12 21l1.5-1.5',
    'M12 8.5v.01',
  ],
  // two people
  'corporate-networking': [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M3.5 19.5c.5-3 2.7-5 5.5-5s5 2 5.5 5',
    'M16 10.5a2.5 2.5 0 1 0 0-5',
    'M17 14.5c2 .4 3.2 2.1 3.5 4.5',
  ],
  // a microphone on a lectern
  'conference-panels': [
    'M12 3a2.5 2.5 0 0 1 2.5 2.5v4a2.5 2.5 0 0 1-5 0v-4A2.5 2.5 0 0 1 12 3Z',
    'M7 9.5a5 5 0 0 0 10 0M12 14.5v2.5',
    'M7 17h10l-1 4H8l-1-4Z',
  ],
  // two rings
  'wedding-celebrations': [
    'M9 20a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
    'M15 20a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
    'M9.5 6.5 12 4l2.5 2.5',
  ],
  // a note
  'concert-shows': [
    'M9 18V5.5l11-2.5v12.5',
    'M6.5 20.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'M17.5 18a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'M9 9.5l11-2.5',
  ],
};

export function EventTypeIcon({ type, className }: { type: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {(paths[type] ?? []).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
