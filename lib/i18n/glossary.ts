// Terminology per language, from the localisation review (issue 22): every term the review
// discusses. `rejected` holds regular expression sources matched case-insensitively against every
// message and seed string of the language, lower-cased per language (Turkish İ/I as i/ı), unless
// `caseSensitive` is set.
import type { CopyString } from './copy-sources';

export type GlossaryEntry = {
  concept: string;
  preferred: string;
  rejected: string[];
  note?: string;
  caseSensitive?: boolean;
};

export type GlossaryLanguage = 'en' | 'tr' | 'ru' | 'de';

/** The lira as the price cards write it (Intl, narrow symbol): never the ISO code or TL. */
const lira = (preferred: string): GlossaryEntry => ({
  concept: 'Turkish lira',
  preferred,
  rejected: ['\\d[\\s]?(?:try|tl)\\b', '\\b(?:try|tl)[\\s]?\\d'],
  note: 'Written as formatPrice writes it on the price cards, so a price reads the same everywhere.',
});

const lobsterClub: GlossaryEntry = {
  concept: 'Lobster Club (the restaurant’s name)',
  preferred: 'Lobster Club',
  rejected: ['lobster club', 'Lobster club'],
  caseSensitive: true,
};

export const glossary: Record<GlossaryLanguage, GlossaryEntry[]> = {
  en: [
    lira('₺1,500'),
    lobsterClub,
    {
      concept: 'British spelling',
      preferred: 'customise (as theatre, programme, organiser)',
      rejected: ['(?<![/\\w])customiz'],
    },
  ],
  tr: [
    {
      concept: 'host (hospitality staff)',
      preferred: 'karşılama görevlisi / karşılama ekibi',
      rejected: ['ev sahib', 'ev sahipler'],
      note: '“Ev sahibi” means landlord or home owner.',
    },
    {
      concept: 'resident DJ',
      preferred: 'Resident DJ',
      rejected: ['rezidans dj', 'rezident dj'],
      note: '“Rezidans” is an apartment block.',
    },
    {
      concept: 'opening hours',
      preferred: 'Çalışma saatleri',
      rejected: ['açılış saatleri'],
      note: '“Açılış” is the moment of opening.',
    },
    {
      concept: 'dinner show',
      preferred: 'yemekli gösteri',
      rejected: ['yemekli tiyatro', 'yemekli şov'],
    },
    { concept: 'live chat', preferred: 'canlı sohbet', rejected: ['canlı destek'] },
    { concept: 'à la carte', preferred: 'à la carte', rejected: ['alakart'] },
    {
      concept: 'hand-to-hand (acrobatics)',
      preferred: 'el üstünde denge akrobasisi',
      rejected: ['el ele akroba'],
      note: '“El ele” means holding hands.',
    },
    {
      concept: 'mixers (drinks)',
      preferred: 'tonik, soda ve meşrubatlar',
      rejected: ['mikser'],
      note: 'A “mikser” is a kitchen or cement mixer.',
    },
    { concept: 'no shortcuts', preferred: 'kolaya kaçmamak', rejected: ['kestirme'] },
    lira('₺1.500'),
    lobsterClub,
    {
      concept: 'show',
      preferred: 'gösteri (the name stays “Andy Show”)',
      rejected: ['\\bşov'],
    },
    { concept: 'doors open', preferred: 'Kapı açılışı', rejected: ['kapıların açılışı'] },
    {
      concept: 'online booking',
      preferred: 'online (rezervasyon, bilet); çevrimiçi only for the connection status',
      rejected: ['çevrimiçi (?:rezervasyon|ayırt|bilet|al)'],
    },
    { concept: 'legal notices', preferred: 'Yasal Uyarılar', rejected: ['yasal bildirim'] },
    {
      concept: 'smart casual',
      preferred: 'smart casual (şık günlük)',
      rejected: ['(?<!smart casual \\()şık günlük'],
    },
    {
      concept: 'package names',
      preferred: 'Classic, Silver, Gold, Platinum (product names)',
      rejected: ['^klasik$', 'klasik – '],
    },
    { concept: 'fine dining', preferred: 'Fine dining', rejected: ['seçkin yemek'] },
    {
      concept: 'video mapping',
      preferred: 'Video mapping (projeksiyon haritalama)',
      rejected: ['mapping videosu'],
    },
    {
      concept: 'casting e-mail subject',
      preferred: '“Casting” (the mailbox keyword)',
      rejected: ['[“"]seçme[”"]'],
    },
    {
      concept: 'fill single roles',
      preferred: 'boşalan rollere sanatçı almak',
      rejected: ['tekil rol'],
      note: '“Tekil” is the grammatical singular.',
    },
    { concept: 'encore', preferred: 'bis (no apostrophe: bisten)', rejected: ["bis['’]"] },
    { concept: 'anniversary', preferred: 'yıl dönümü', rejected: ['yıldönüm'] },
    {
      concept: 'the façade at night',
      preferred: 'Cephenin gece görünümü',
      rejected: ['gece cephe'],
    },
    {
      concept: 'start your request',
      preferred: 'Teklif talebi oluşturun',
      rejected: ['talebinizi başlatın'],
    },
    {
      concept: 'slide label',
      preferred: '{index} / {count} (“slayt” is already the role)',
      rejected: ['slayt \\{index\\}'],
    },
    {
      concept: 'careers page',
      preferred: 'Kariyer (the route /ise-alimlar stays, as the spec fixes it)',
      rejected: ['^işe alımlar$'],
    },
    {
      concept: 'production house',
      preferred: 'prodüksiyon merkezi',
      rejected: ['prodüksiyon evi'],
    },
    { concept: 'first', preferred: 'ilk olarak', rejected: ['ilk önce'] },
  ],
  ru: [
    {
      concept: 'effect screen',
      preferred: 'эффект-экран',
      rejected: ['эффектн\\p{L}* экран'],
      note: '“Эффектный” means impressive or showy.',
    },
    { concept: 'video mapping', preferred: 'видеомэппинг', rejected: ['маппинг'] },
    {
      concept: 'panel discussions',
      preferred: 'панельные дискуссии',
      rejected: ['конференции и панели'],
      note: '“Панели” are wall panels.',
    },
    { concept: 'at a glance', preferred: 'вкратце', rejected: ['с первого взгляда'] },
    {
      concept: 'bottle offer',
      preferred: 'сет с бутылкой',
      rejected: ['бутылочн\\p{L}* предложени'],
    },
    { concept: 'champagne set', preferred: 'сет с шампанским', rejected: ['шампанск\\p{L}* сет'] },
    {
      concept: 'door team',
      preferred: 'администрация клуба',
      rejected: ['служба входа'],
      note: 'Calque of “door team”.',
    },
    {
      concept: 'host (VIP)',
      preferred: 'хостес / персональный менеджер',
      rejected: ['\\bхост(?:а|ом|ы|ов|ам|ами|ах)?(?![\\p{L}-])'],
    },
    { concept: 'resident DJs', preferred: 'резидент-диджеи', rejected: ['резидентами-диджеями'] },
    {
      concept: 'open bar (unlimited drinks)',
      preferred: 'безлимитный бар',
      rejected: ['открытый бар'],
      note: '“Открытый бар” is an open-air bar.',
    },
    {
      concept: 'bottle service',
      preferred: 'напитки бутылками (к столику), подача напитков бутылками',
      rejected: ['бутылочн\\p{L}* сервис', 'обслуживани\\p{L}* бутылками'],
      note: '“Бутылочный сервис” is a calque of “bottle service”.',
    },
    {
      concept: 'champagne set, all evening',
      preferred: 'шампанское весь вечер',
      rejected: ['бутылочн\\p{L}* сервис весь вечер'],
    },
    lira('1 500 ₺'),
    {
      concept: 'events (the programme)',
      preferred: 'мероприятия (“клубные события” only for club nights)',
      rejected: ['(?<!клубн\\p{L}* )событи'],
    },
    {
      concept: 'dinner show',
      preferred: 'шоу-ресторан (the venue); «Ужин и шоу» (the packages); ужин и шоу (in text)',
      rejected: ['ужин-шоу', 'театр-ресторан'],
      note: '“Ужин-шоу” stays undeclined and unquoted.',
    },
    {
      concept: 'dinner-show packages (a name in quotes)',
      preferred: 'пакеты «Ужин и шоу»',
      rejected: ['«ужин и шоу»'],
      caseSensitive: true,
    },
    {
      concept: 'gala',
      preferred: 'гала-вечер, гала-ужин',
      rejected: ['(?<![\\p{L}-])гала(?![\\p{L}-])'],
      note: '“Гала” is not used alone.',
    },
    { concept: 'Lobster Club', preferred: 'Lobster Club', rejected: ['лобстер-клуб'] },
    {
      concept: 'consent wording',
      preferred: 'Даю согласие… / Принимаю условия… (gender-neutral)',
      rejected: ['\\(-на\\)', '\\(-лась\\)'],
    },
    {
      concept: 'before you go',
      preferred: 'Перед тем как идти в клуб',
      rejected: ['перед выходом'],
    },
    {
      concept: 'hotel group',
      preferred: 'поддержка крупной гостиничной сети',
      rejected: ['за спиной'],
    },
    { concept: 'live (concert)', preferred: 'концерт …', rejected: ['в концерте'] },
    { concept: 'casting e-mail subject', preferred: '«Casting»', rejected: ['«кастинг»'] },
    { concept: 'projectors (a label)', preferred: 'Проекторы', rejected: ['^проекторов$'] },
    { concept: 'completed step', preferred: 'пройден', rejected: ['^выполнено$'] },
    {
      concept: 'mixers (drinks)',
      preferred: 'тоник, содовая и соки',
      rejected: ['миксер'],
      note: 'Bar jargon; a “миксер” is a kitchen mixer.',
    },
  ],
  de: [
    {
      concept: 'Andy Show (feminine: die Show)',
      preferred: 'in der Andy Show',
      rejected: ['\\bim Andy Show', '\\bdas Andy Show', '\\bdes Andy Show'],
    },
    {
      concept: 'The Sin (no German article before “The”)',
      preferred: 'der Club The Sin / im Club The Sin',
      rejected: ['\\b(?:der|die|das|dem|den|des|im|ins|vom|zum) The Sin'],
      note: 'Use the apposition “Club The Sin”.',
    },
    {
      concept: 'product launch',
      preferred: 'Produktpräsentation',
      rejected: ['Produkteinführung'],
    },
    {
      concept: 'conference & panels',
      preferred: 'Konferenzen & Podiumsdiskussionen',
      rejected: ['Konferenz & Podium\\b(?!s)'],
    },
    { concept: 'premium seat', preferred: 'Premiumplatz', rejected: ['Premium-Platz'] },
    {
      concept: 'winners’ walk',
      preferred: 'Laufsteg für die Preisträger',
      rejected: ['Walk of Fame'],
    },
    {
      concept: 'midnight toast',
      preferred: 'Anstoßen um Mitternacht',
      rejected: ['Mitternachtstoast'],
    },
    { concept: 'entry closes', preferred: 'Einlass endet', rejected: ['Einlass schließt'] },
    lira('1.500 ₺'),
    {
      concept: 'artists',
      preferred: 'Künstlerinnen und Künstler',
      rejected: ['artisten'],
    },
    { concept: 'contact person', preferred: 'Ansprechperson', rejected: ['ansprechpartner/in'] },
    { concept: 'at the table', preferred: 'Am Tisch', rejected: ['bei tisch'] },
    {
      concept: 'moments from our house',
      preferred: 'Momente aus unserem Haus',
      rejected: ['aus dem haus'],
    },
    {
      concept: 'compound with a place name',
      preferred: 'Oktoberfest-Nacht in Lara / Lara-Oktoberfest-Nacht',
      rejected: ['lara oktoberfest'],
    },
    { concept: 'our kitchen', preferred: 'Unsere Küche verwöhnt…', rejected: ['köche kochen'] },
    {
      concept: 'into the spotlight',
      preferred: 'ins Scheinwerferlicht',
      rejected: ['treten in licht'],
    },
    { concept: 'business (footer column)', preferred: 'Für Unternehmen', rejected: ['^business$'] },
    {
      concept: 'article before a second noun',
      preferred: 'eine Produktpräsentation oder eine Hochzeit',
      rejected: ['produktpräsentation oder hochzeit'],
    },
    {
      concept: 'costume department',
      preferred: 'Kostümabteilung (Garderobe is the dressing room or cloakroom)',
      rejected: ['^garderobe$'],
    },
  ],
};

// Lower-case per language so Turkish İ/I map to i/ı, then match case-insensitively (unless the
// entry is case-sensitive, as a name's capitals are).
export function glossaryFindings(lang: GlossaryLanguage, sources: CopyString[]): string[] {
  const out: string[] = [];
  for (const entry of glossary[lang]) {
    for (const source of entry.rejected) {
      const pattern = new RegExp(source, entry.caseSensitive ? 'u' : 'iu');
      for (const [path, text] of sources) {
        const subject = entry.caseSensitive ? text : text.toLocaleLowerCase(lang);
        if (pattern.test(subject)) out.push(`${path}: “${source}” (use “${entry.preferred}”)`);
      }
    }
  }
  return out;
}
