import type { ComponentProps } from 'react';

/**
 * A link to a page of this site: a plain server-rendered <a> that `LinkRouter` routes through the
 * App Router and prefetches when it nears the viewport. `prefetch={false}` opts out (long lists of
 * filter links); `scroll={false}` keeps the scroll position (filters). Works in server and client
 * components alike.
 */
export function AppLink({
  prefetch = true,
  scroll = true,
  ...props
}: ComponentProps<'a'> & { href: string; prefetch?: boolean; scroll?: boolean }) {
  return (
    <a
      {...props}
      data-no-prefetch={prefetch ? undefined : ''}
      data-no-scroll={scroll ? undefined : ''}
    />
  );
}
