import type { Locale, Menu, MenuItem, MenuSection } from '../types';
import { menuUrl, type PageKey } from './pages';
import { VENUE } from './venue';

type Labels = Record<
  | 'show'
  | 'gastronomy'
  | 'club'
  | 'events'
  | 'offers'
  | 'solutions'
  | 'contact'
  | 'about'
  | 'venue'
  | 'faq'
  | 'corporate'
  | 'proposal'
  | 'backstage'
  | 'recruitments'
  | 'group'
  | 'booking'
  | 'legal'
  | 'cookies'
  | 'privacy',
  string
>;

const LABELS: Record<Locale, Labels> = {
  en: {
    show: 'The Show',
    gastronomy: 'Gastronomy',
    club: 'The Club',
    events: 'Events & Concerts',
    offers: 'Our Offers',
    solutions: 'Event Solutions',
    contact: 'Contact',
    about: 'About Us',
    venue: 'The Venue',
    faq: 'FAQ',
    corporate: 'Corporate',
    proposal: 'Request a Proposal',
    backstage: 'Backstage & Casting',
    recruitments: 'Careers',
    group: 'Aurora Hotels Group',
    booking: 'Book Online',
    legal: 'Legal Notices',
    cookies: 'Cookie Policy',
    privacy: 'Privacy Policy',
  },
  tr: {
    show: 'Gösteri',
    gastronomy: 'Gastronomi',
    club: 'Kulüp',
    events: 'Etkinlikler ve Konserler',
    offers: 'Tekliflerimiz',
    solutions: 'Organizasyon Çözümleri',
    contact: 'İletişim',
    about: 'Hakkımızda',
    venue: 'Mekân',
    faq: 'Sık Sorulan Sorular',
    corporate: 'Kurumsal',
    proposal: 'Teklif Al',
    backstage: 'Sahne Arkası ve Seçmeler',
    recruitments: 'Kariyer',
    group: 'Aurora Hotels Group',
    booking: 'Online Rezervasyon',
    legal: 'Yasal Uyarılar',
    cookies: 'Çerez Politikası',
    privacy: 'Gizlilik Politikası',
  },
  ru: {
    show: 'Шоу',
    gastronomy: 'Гастрономия',
    club: 'Клуб',
    events: 'Мероприятия и концерты',
    offers: 'Наши предложения',
    solutions: 'Решения для мероприятий',
    contact: 'Контакты',
    about: 'О нас',
    venue: 'Площадка',
    faq: 'Частые вопросы',
    corporate: 'Корпоративным клиентам',
    proposal: 'Запросить предложение',
    backstage: 'Закулисье и кастинг',
    recruitments: 'Вакансии',
    group: 'Aurora Hotels Group',
    booking: 'Онлайн-бронирование',
    legal: 'Правовая информация',
    cookies: 'Политика cookie',
    privacy: 'Политика конфиденциальности',
  },
  de: {
    show: 'Die Show',
    gastronomy: 'Gastronomie',
    club: 'Der Club',
    events: 'Events & Konzerte',
    offers: 'Unsere Angebote',
    solutions: 'Eventlösungen',
    contact: 'Kontakt',
    about: 'Über uns',
    venue: 'Räume & Technik',
    faq: 'Häufige Fragen',
    corporate: 'Firmenkunden',
    proposal: 'Angebot anfordern',
    backstage: 'Backstage & Casting',
    recruitments: 'Karriere',
    group: 'Aurora Hotels Group',
    booking: 'Online buchen',
    legal: 'Impressum & Rechtliches',
    cookies: 'Cookie-Richtlinie',
    privacy: 'Datenschutz',
  },
};

type Entry = [label: keyof Labels, target: PageKey | `https://${string}`];

const HEADER: Entry[] = [
  ['show', 'andy-show'],
  ['gastronomy', 'gastronomy'],
  ['club', 'the-sin'],
  ['events', 'events-concerts'],
  ['offers', 'our-offers'],
  ['solutions', 'event-solutions'],
  ['contact', 'contact-us'],
];

const FOOTER: Record<MenuSection, Entry[]> = {
  COL_1: [
    ['about', 'about-us'],
    ['venue', 'venue'],
    ['show', 'andy-show'],
    ['club', 'the-sin'],
    ['gastronomy', 'gastronomy'],
  ],
  COL_2: [
    ['offers', 'our-offers'],
    ['events', 'events-concerts'],
    ['faq', 'faq'],
    ['contact', 'contact-us'],
  ],
  COL_3: [
    ['corporate', 'corporate'],
    ['solutions', 'event-solutions'],
    ['proposal', 'proposal-request'],
    ['backstage', 'backstage'],
    ['recruitments', 'recruitments'],
  ],
  COL_4: [
    ['group', VENUE.group],
    ['booking', VENUE.booking],
  ],
  BOTTOM: [
    ['legal', 'legal-notices'],
    ['cookies', 'cookies'],
    ['privacy', 'privacy'],
  ],
};

const isExternal = (target: Entry[1]): target is `https://${string}` =>
  target.startsWith('https://');

function item(lang: Locale, [label, target]: Entry, section: MenuSection | null): MenuItem {
  const url = isExternal(target) ? target : menuUrl(target, lang);
  return { url, text: LABELS[lang][label], section };
}

export function buildMenus(lang: Locale): Menu[] {
  const footer = (Object.keys(FOOTER) as MenuSection[]).flatMap((section) =>
    FOOTER[section].map((entry) => item(lang, entry, section)),
  );
  return [
    { type: 'HEADER', items: HEADER.map((entry) => item(lang, entry, null)) },
    { type: 'FOOTER', items: footer },
  ];
}
