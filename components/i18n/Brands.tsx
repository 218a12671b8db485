import { Children, Fragment, type ReactNode } from 'react';
import { splitBrands } from '@/lib/i18n/brands';

/**
 * Text whose brand names (lib/i18n/brands.ts) are marked `lang="en" translate="no"` and whose
 * English loanwords `lang="en"`, so CSS `uppercase` under `lang="tr"` writes THE SIN and RESIDENT
 * DJ, not THE SİN and RESİDENT DJ. Strings inside `children` are split;
 * elements pass through untouched (mark their text where it is written).
 */
export function Brands({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.map(children, (child) => {
        if (typeof child !== 'string') return child;
        return splitBrands(child).map((part, i) =>
          part.brand ? (
            <span key={i} lang="en" translate="no">
              {part.text}
            </span>
          ) : part.loanword ? (
            <span key={i} lang="en">
              {part.text}
            </span>
          ) : (
            <Fragment key={i}>{part.text}</Fragment>
          ),
        );
      })}
    </>
  );
}
