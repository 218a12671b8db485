import type { ReactNode } from 'react';
import type { ButtonVariant } from '@/components/content/Buttons';
import type { CtaAction } from '@/components/content/CtaBand';
import type { RuleKey } from '@/components/content/HouseRules';
import type { Figure, Figures } from '@/lib/content/figures';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routes';
import type { Page } from '@/lib/provider/schemas';

/**
 * A text of a page: a message key of the page's namespace (venue facts are its ICU arguments), a
 * figure, or a message with figures as further arguments.
 */
export type Text = string | { figure: Figure } | { key: string; args: Record<string, Figure> };

/** A figure as a text (`fig('showHours')`). */
export const fig = (figure: Figure): Text => ({ figure });

export type Tone = 'base' | 'raised' | 'glow';

/** A link to a page of the site, styled as a button. */
export type Action = { to: StaticPathname; label: Text; variant?: ButtonVariant };

/**
 * A band of the page under a heading: its messages are `<section>.eyebrow`, `.title` and `.intro`
 * (another text, or none with `intro: false`), its element id `<page id>-<id ?? section>`, and an
 * `action` button beside the heading.
 */
export type Band = {
  section: string;
  id?: string;
  tone?: Tone;
  align?: 'center';
  intro?: Text | false;
  action?: Action;
};

/** A card with a picture: its messages `<section>.<key>` and `<section>.<key>Text`. */
export type Card = { key: string; image: string; meta?: Text; link?: Action };

/** A feature card: its messages `<section>.<key>` and `<section>.<key>Text`. */
export type Feature = string | { key: string; meta: Text };

export type Spec = { value: Figure; label: Text; detail?: Text };

/**
 * The blocks a page recipe is made of (components/pages/recipes), each drawn by the component the
 * registry names (registry.ts). Pictures are named by their file in /media/gallery.
 */
export type Block =
  /** Key figures in a strip under the page header. */
  | { block: 'facts'; label: Text; facts: [value: Figure, label: Text][] }
  /**
   * The provider's sections of the page, but `except` (those another block shows), with a picture
   * for a section key, or the gallery's first pictures in turn.
   */
  | { block: 'story'; except?: string[]; images?: Record<string, string> | 'gallery' }
  | ({ block: 'cards'; columns?: 4; cards: Card[] } & Band)
  | ({ block: 'features'; features: Feature[] } & Band)
  /** Numbered steps `<section>.step1`… with their `…Text`, and a button below them. */
  | ({ block: 'steps'; steps: number; then?: Action } & Band)
  /** The club's entry, bottle and lounge prices. */
  | ({ block: 'prices' } & Band)
  | ({ block: 'ratings' } & Band)
  /** The evening hour by hour beside a picture: `<section>.<key>` and `…Text` at each time. */
  | ({ block: 'timeline'; image: string; times: [time: Figure, key: string][] } & Band)
  /** Technical data beside the heading. */
  | ({ block: 'specs'; specs: Spec[] } & Band)
  /** The venue rules (Content.rules) beside the heading, with a note and a button under it. */
  | {
      block: 'rules';
      section: string;
      tone?: Tone;
      rules: RuleKey[];
      extra?: Text[];
      note?: { text: Text; action: Action };
    }
  /** Short items with check marks beside the heading: `<section>.<item>`. */
  | { block: 'checklist'; section: string; tone?: Tone; items: string[] }
  /** How to apply (the page's `apply` messages), then a link to another page. */
  | { block: 'apply'; tone: Tone; then: { lead?: Text; action: Action } }
  /** The provider's gallery of the page (`gallery.eyebrow`, `gallery.title`). */
  | { block: 'gallery'; tone?: Tone }
  /** The closing call to action (`cta.title`, `cta.text`), or the provider's CTA section when `editable`. */
  | { block: 'cta'; image: string; actions?: CtaAction[]; editable?: true }
  /** Where the venue is: address, map and contact, beside a picture. */
  | { block: 'location'; section: string; tone?: Tone; image: string }
  /** The hotel group over a picture, with a link to its site. */
  | { block: 'group'; section: string; image: string }
  /**
   * A part the route draws itself and hands over in `parts` (the home page's own sections): its
   * client code then stays out of the pages that do not show it.
   */
  | { block: 'part'; name: string };

/**
 * A page as data: its route, its texts (`Pages.<messageKey>` for its title and the provider-less
 * intro, `namespace` for everything else) and its blocks in order.
 */
export type Recipe = {
  route: StaticPathname;
  messageKey: string;
  namespace: string;
  /** The prefix of its element ids (`gastronomy` → `gastronomy-kitchen`). */
  id: string;
  /** The extra pages' menu under the header (docs/product.md §2). */
  menu?: true;
  blocks: Block[];
};

/** What every block is drawn with. */
export type BlockContext = {
  locale: Locale;
  page: Page | null;
  id: string;
  namespace: string;
  figures: Figures;
  /** A text of the page (see Text). */
  t: (text: Text) => string;
  /** The extra pages' menu sits under the header. */
  menu: boolean;
  /** What the route draws itself, by name (see the `part` block). */
  parts?: Record<string, ReactNode>;
};

export type BlockProps<K extends Block['block']> = Extract<Block, { block: K }> & {
  ctx: BlockContext;
};

/** A picture of /media/gallery by its name (`venue-2`). */
export const galleryImage = (name: string) => `/media/gallery/${name}.jpg`;
