/**
 * The mark of a link or name shown in English on a German page (German is a fallback,
 * docs/product.md §1): a visible “EN” and, for screen readers, `label` (“(auf Englisch)”).
 */
export function InEnglish({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span aria-hidden="true" className="ml-1 align-super text-[0.65em] font-bold">
        EN
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}
