import { LOCALES, PROPERTY_ID, type Locale, type PageBody, type Slide } from '../types';
import { copyDe } from './copy-de';
import { copyEn } from './copy-en';
import { copyRu } from './copy-ru';
import { copyTr } from './copy-tr';
import type { PageCopy } from './copy-types';
import { GALLERY_CAPTIONS, heroSlides } from './media';
import { GALLERIES, isGermanPage, PAGE_TABLE, pageUrl, type PageDef } from './pages';

export type SeedPage = { pageKey: string; url: string; lang: Locale; body: PageBody };

const OG_IMAGE = '/media/og-default.jpg';

function copyFor(def: PageDef, lang: Locale): { homeCrumb: string; page: PageCopy } | null {
  if (lang === 'de') {
    if (!isGermanPage(def)) return null;
    return { homeCrumb: copyDe.homeCrumb, page: copyDe.pages[def.key] };
  }
  const language = { en: copyEn, tr: copyTr, ru: copyRu }[lang];
  return { homeCrumb: language.homeCrumb, page: language.pages[def.key] };
}

function gallery(def: PageDef, lang: Locale, nextId: () => number): Slide[] {
  return (GALLERIES[def.key] ?? []).map((image) => {
    const caption = GALLERY_CAPTIONS[image]?.[lang];
    return {
      id: nextId(),
      type: 'IMAGE',
      title: caption?.title ?? '',
      description: caption?.alt ?? '',
      file: {
        sourceUrl: `/media/gallery/${image}.jpg`,
        alt: caption?.alt ?? '',
        width: 1600,
        height: 1067,
      },
    };
  });
}

function buildBody(def: PageDef, url: string, lang: Locale, nextId: () => number): PageBody | null {
  const copy = copyFor(def, lang);
  if (!copy) return null;
  const { page, homeCrumb } = copy;
  const slides = gallery(def, lang, nextId);
  return {
    title: page.title,
    property: { id: PROPERTY_ID },
    options: [
      {
        key: 'HEADER_IMAGE',
        value: null,
        file: {
          sourceUrl: `/media/headers/${def.header}.jpg`,
          alt: page.headerAlt,
          width: 1600,
          height: 900,
        },
      },
    ],
    sliders: slides.length > 0 ? [{ key: 'GALLERY', slides }] : [],
    contents: page.sections.map((section) => ({
      key: section.key,
      title: section.title,
      subtitle: section.subtitle ?? '',
      body: section.body,
      file: null,
    })),
    metas: [
      // No `title` / `og:title` metas: the browser title and the snippet follow the page title.
      { name: 'description', content: page.description },
      { property: 'og:image', content: OG_IMAGE },
    ],
    heroSlides: def.key === 'home' ? heroSlides(lang, nextId) : [],
    breadcrumbs:
      url === '/'
        ? [{ text: homeCrumb, url: '/' }]
        : [
            { text: homeCrumb, url: '/' },
            { text: page.title, url },
          ],
  };
}

/** Every page of the route table in every language that offers it. */
export function buildPages(): SeedPage[] {
  let slideId = 0;
  const nextId = () => ++slideId;
  const pages: SeedPage[] = [];
  for (const def of PAGE_TABLE) {
    for (const lang of LOCALES) {
      const url = pageUrl(def, lang);
      const body = url === null ? null : buildBody(def, url, lang, nextId);
      if (url !== null && body) pages.push({ pageKey: def.key, url, lang, body });
    }
  }
  return pages;
}
