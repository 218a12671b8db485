// Terminology per language, from the localisation review (issue 22). `rejected` holds regular
// expression sources matched case-insensitively against every message and seed string.
export type GlossaryEntry = {
  concept: string;
  preferred: string;
  rejected: string[];
  note?: string;
};

export type GlossaryLanguage = 'tr' | 'ru' | 'de';

export const glossary: Record<GlossaryLanguage, GlossaryEntry[]> = {
  tr: [
    {
      concept: 'host (hospitality staff)',
      preferred: 'karşılama görevlisi / karşılama ekibi',
      rejected: ['ev sahib'],
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
    { concept: 'Turkish lira in text', preferred: 'TL', rejected: ['\\d\\s?TRY\\b'] },
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
      preferred: 'шампанское весь вечер',
      rejected: ['обслуживанием бутылками'],
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
  ],
};
