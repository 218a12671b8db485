// Terminology per language, from the localisation reviews (issues 22 and 32): every term the
// reviews discuss. Each rejected pattern is a regular expression source matched case-insensitively
// against every message and seed string of the language, lower-cased per language (Turkish İ/I as
// i/ı), unless `caseSensitive` is set; it comes with a planted string it must catch
// (lib/i18n/glossary.test.ts proves it does). Word edges are written with START/END, never `\b`:
// JavaScript's `\b` knows only ASCII letters, even with the `u` flag, so `\bхост` never matched.
import type { CopyString } from './copy-sources';
import type { Locale } from './locales';

/** A rejected pattern and a planted string it must find. */
export type Rejected = readonly [pattern: string, planted: string];

export type GlossaryEntry = {
  concept: string;
  preferred: string;
  rejected: Rejected[];
  note?: string;
  caseSensitive?: boolean;
};

export type GlossaryLanguage = Locale;

/** The start and the end of a word in any script (Unicode-aware `\b`). */
export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';

/** The lira as the price cards write it (Intl, narrow symbol): never the ISO code or TL. */
const lira = (preferred: string): GlossaryEntry => ({
  concept: 'Turkish lira',
  preferred,
  rejected: [
    [`\\d[\\s]?(?:try|tl)${END}`, 'entry 1,500 TRY'],
    [`${START}(?:try|tl)[\\s]?\\d`, 'entry TL 1500'],
  ],
  note: 'Written as formatPrice writes it on the price cards, so a price reads the same everywhere.',
});

const lobsterClub: GlossaryEntry = {
  concept: 'Lobster Club (the restaurant’s name)',
  preferred: 'Lobster Club',
  rejected: [
    ['lobster club', 'at the lobster club'],
    ['Lobster club', 'at the Lobster club'],
  ],
  caseSensitive: true,
};

/** The proposal form's second step (all languages): what the client picks, not our jargon. */
const proposalStep = (preferred: string, planted: string): GlossaryEntry => ({
  concept: 'proposal step 2 (services)',
  preferred,
  rejected: [[`${START}b2b`, planted]],
  note: '“B2B” is our word for the business, not the client’s.',
});

export const glossary: Record<GlossaryLanguage, GlossaryEntry[]> = {
  en: [
    lira('₺1,500'),
    lobsterClub,
    {
      concept: 'British spelling',
      preferred: 'customise (as theatre, programme, organiser)',
      rejected: [['(?<![/\\w])customiz', 'Customize your evening']],
    },
  ],
  tr: [
    {
      concept: 'host (hospitality staff)',
      preferred: 'karşılama görevlisi / karşılama ekibi',
      rejected: [
        ['ev sahib', 'ev sahibiniz'],
        ['ev sahipler', 'ev sahiplerimiz'],
        [`${START}host${END}`, 'size özel host ile'],
      ],
      note: '“Ev sahibi” means landlord or home owner; “host” is English.',
    },
    {
      concept: 'resident DJ',
      preferred: 'Resident DJ',
      rejected: [
        ['rezidans dj', 'Rezidans DJ'],
        ['rezident dj', 'Rezident DJ'],
      ],
      note: '“Rezidans” is an apartment block.',
    },
    {
      concept: 'opening hours',
      preferred: 'Çalışma saatleri',
      rejected: [['açılış saatleri', 'Açılış saatleri']],
      note: '“Açılış” is the moment of opening.',
    },
    {
      concept: 'dinner show',
      preferred: 'yemekli gösteri',
      rejected: [
        ['yemekli tiyatro', 'Yemekli tiyatro'],
        ['yemekli şov', 'Yemekli şov'],
      ],
    },
    {
      concept: 'live chat',
      preferred: 'canlı sohbet',
      rejected: [['canlı destek', 'Canlı destek']],
    },
    { concept: 'à la carte', preferred: 'à la carte', rejected: [['alakart', 'Alakart menü']] },
    {
      concept: 'hand-to-hand (acrobatics)',
      preferred: 'el üstünde denge akrobasisi',
      rejected: [['el ele akroba', 'el ele akrobasi']],
      note: '“El ele” means holding hands.',
    },
    {
      concept: 'mixers (drinks)',
      preferred: 'tonik, soda ve meşrubatlar',
      rejected: [['mikser', 'mikserlerle']],
      note: 'A “mikser” is a kitchen or cement mixer.',
    },
    {
      concept: 'no shortcuts',
      preferred: 'kolaya kaçmamak',
      rejected: [['kestirme', 'kestirmeden']],
    },
    {
      concept: 'Turkish lira in prose',
      preferred: '1.500 TL (the price cards print ₺1.500, as formatPrice writes it)',
      rejected: [
        [`\\d[\\s]?try${END}`, 'giriş 1.500 TRY'],
        [`${START}(?:try|tl)[\\s]?\\d`, 'giriş TL 1.500'],
        ['₺\\s?\\d', 'giriş ₺1.500’dir'],
      ],
      note: 'Turkish prose writes the amount first: a suffix cannot follow a sign before the number (“₺1.500’dir”).',
    },
    {
      concept: 'euro in prose',
      preferred: '80 € (80 €’dan, 250 €’luk)',
      rejected: [['€\\s?\\d', 'kişi başı €80’dan']],
      note: 'As the lira: the sign after the amount, so the suffix has a place.',
    },
    {
      concept: 'percent',
      preferred: '%50 (as the price cards and the FAQ)',
      rejected: [['yüzde\\s?\\d', 'yüzde 50 iade']],
    },
    lobsterClub,
    {
      concept: 'show',
      preferred: 'gösteri (the name stays “Andy Show”)',
      rejected: [[`${START}şov`, 'büyük bir şov']],
    },
    {
      concept: 'doors open',
      preferred: 'Kapı açılışı',
      rejected: [['kapıların açılışı', 'Kapıların açılışı']],
    },
    {
      concept: 'online booking',
      preferred: 'online (rezervasyon, bilet); çevrimiçi only for the connection status',
      rejected: [['çevrimiçi (?:rezervasyon|ayırt|bilet|al)', 'çevrimiçi rezervasyon']],
    },
    {
      concept: 'legal notices',
      preferred: 'Yasal Uyarılar',
      rejected: [['yasal bildirim', 'Yasal Bildirimler']],
    },
    {
      concept: 'smart casual',
      preferred: 'smart casual (şık günlük)',
      rejected: [['(?<!smart casual \\()şık günlük', 'Kıyafet: şık günlük']],
    },
    {
      concept: 'package names',
      preferred: 'Classic, Silver, Gold, Platinum (product names)',
      rejected: [
        ['^klasik$', 'Klasik'],
        ['klasik – ', 'Klasik – 80 €'],
      ],
    },
    {
      concept: 'fine dining',
      preferred: 'Fine dining',
      rejected: [['seçkin yemek', 'seçkin yemek deneyimi']],
    },
    {
      concept: 'video mapping',
      preferred: 'video mapping (one term: not “projeksiyon haritalama”, not bare “mapping”)',
      rejected: [
        ['mapping videosu', 'Mapping videosu'],
        ['haritalama', 'Projeksiyon haritalama'],
        ['(?<!video |\\{)mapping', '1.500 m² mapping'],
      ],
      note: 'Four variants were in use; “mapping yapar” was jargon.',
    },
    {
      concept: 'casting e-mail subject',
      preferred: '“Casting” (the mailbox keyword)',
      rejected: [['[“"]seçme[”"]', 'konu satırına “Seçme” yazın']],
    },
    {
      concept: 'fill single roles',
      preferred: 'boşalan rollere sanatçı almak',
      rejected: [['tekil rol', 'tekil rolleri']],
      note: '“Tekil” is the grammatical singular.',
    },
    {
      concept: 'encore',
      preferred: 'bis (no apostrophe: bisten)',
      rejected: [["bis['’]", 'bis’ten sonra']],
    },
    { concept: 'anniversary', preferred: 'yıl dönümü', rejected: [['yıldönüm', 'yıldönümü']] },
    {
      concept: 'the façade at night',
      preferred: 'Cephenin gece görünümü',
      rejected: [['gece cephe', 'Gece cephe']],
    },
    {
      concept: 'start your request',
      preferred: 'Teklif talebi oluşturun',
      rejected: [['talebinizi başlatın', 'Talebinizi başlatın']],
    },
    {
      concept: 'slide label',
      preferred: '{index} / {count} (“slayt” is already the role)',
      rejected: [['slayt \\{index\\}', 'Slayt {index} / {count}']],
    },
    {
      concept: 'careers page',
      preferred: 'Kariyer (the route /ise-alimlar stays, as the spec fixes it)',
      rejected: [['^işe alımlar$', 'İşe Alımlar']],
    },
    {
      concept: 'production house',
      preferred: 'prodüksiyon merkezi',
      rejected: [['prodüksiyon evi', 'bir prodüksiyon evi']],
    },
    { concept: 'first', preferred: 'ilk olarak', rejected: [['ilk önce', 'İlk önce']] },
    {
      concept: 'bottle package (the club’s priced offer)',
      preferred: 'Şişe paketi (the offer); şişe servisi (the service)',
      rejected: [['şişe teklif', 'Şişe teklifi']],
      note: '“Teklif” is a bid or a proposal (“Teklif isteyin” on the same site).',
    },
    {
      concept: 'admission reserved',
      preferred: 'İşletme, müşteriyi içeri almama hakkını saklı tutar',
      rejected: [['kapı ekib', 'Kapı ekibi giriş hakkını saklı tutar']],
      note: '“Kapı ekibi” is a calque of “door team”.',
    },
    {
      concept: 'before you come (house rules)',
      preferred: 'Gelmeden önce',
      rejected: [['çıkmadan önce', 'Çıkmadan önce']],
      note: '“Çıkmadan önce” reads as “before leaving the building”.',
    },
    {
      concept: 'newsletter title (stay informed)',
      preferred: 'Gelişmelerden haberdar olun',
      rejected: [['ışığında kal', 'Sahnenin ışığında kalın']],
      note: '“Stay in the spotlight” means “stay famous”.',
    },
    proposalStep('Hizmetler', 'B2B teklifler'),
    {
      concept: 'winners’ walk',
      preferred: 'ödül alanların sahneye yürüdüğü podyum',
      rejected: [['kazananlar yürüyüş', 'kazananlar yürüyüşü']],
    },
    {
      concept: 'one partner (for clients)',
      preferred: 'tek muhatap',
      rejected: [[`${START}partner`, 'tek bir partner']],
    },
    {
      concept: 'take the stage',
      preferred: 'sahneye çıkmak',
      rejected: [['sahneyi ele geçir', 'sahneyi ele geçirişini']],
    },
    {
      concept: 'built for wonder (a heading)',
      preferred: 'Büyüleyici bir sahne',
      rejected: [['büyülemek için', 'Büyülemek için tasarlandı']],
    },
  ],
  ru: [
    {
      concept: 'effect screen',
      preferred: 'эффект-экран',
      rejected: [['эффектн\\p{L}* экран', 'эффектный экран']],
      note: '“Эффектный” means impressive or showy.',
    },
    {
      concept: 'video mapping',
      preferred: 'видеомэппинг',
      rejected: [
        ['маппинг', 'видеомаппинг'],
        ['(?<!видео)мэппинг', '1 500 м² мэппинга'],
      ],
      note: 'One form: not “мэппинг” or “проекционный мэппинг”.',
    },
    {
      concept: 'panel discussions',
      preferred: 'панельные дискуссии',
      rejected: [['конференции и панели', 'Конференции и панели']],
      note: '“Панели” are wall panels.',
    },
    {
      concept: 'at a glance',
      preferred: 'вкратце',
      rejected: [['с первого взгляда', 'Клуб с первого взгляда']],
    },
    {
      concept: 'bottle offer',
      preferred: 'сет с бутылкой',
      rejected: [['бутылочн\\p{L}* предложени', 'бутылочное предложение']],
    },
    {
      concept: 'champagne set',
      preferred: 'сет с шампанским',
      rejected: [['шампанск\\p{L}* сет', 'Шампанский сет']],
    },
    {
      concept: 'door team',
      preferred: 'администрация клуба',
      rejected: [['служба входа', 'Служба входа']],
      note: 'Calque of “door team”.',
    },
    {
      concept: 'host (VIP)',
      preferred: 'хостес / персональный менеджер',
      rejected: [
        [`${START}хост(?:а|у|ом|е|ы|ов|ам|ами|ах)?(?![\\p{L}\\p{N}-])`, 'наши хосты возьмут'],
      ],
    },
    {
      concept: 'resident DJs',
      preferred: 'резидент-диджеи',
      rejected: [['резидентами-диджеями', 'с резидентами-диджеями']],
    },
    {
      concept: 'open bar (unlimited drinks)',
      preferred: 'безлимитный бар',
      rejected: [['открытый бар', 'открытый бар']],
      note: '“Открытый бар” is an open-air bar.',
    },
    {
      concept: 'bottle service',
      preferred: 'бутылки к столику (a heading), подача бутылок к столику (in text)',
      rejected: [
        ['бутылочн\\p{L}* сервис', 'Бутылочный сервис'],
        ['обслуживани\\p{L}* бутылками', 'обслуживание бутылками'],
        ['напитк\\p{L}* бутылками', 'Напитки бутылками'],
      ],
      note: '“Бутылочный сервис” is a calque; “напитки бутылками” reads as a price-list line.',
    },
    {
      concept: 'champagne set, all evening',
      preferred: 'шампанское весь вечер',
      rejected: [['бутылочн\\p{L}* сервис весь вечер', 'бутылочный сервис весь вечер']],
    },
    lira('1 500 ₺'),
    {
      concept: 'events (the programme)',
      preferred: 'мероприятия (“клубные события” only for club nights)',
      rejected: [['(?<!клубн\\p{L}* )событи', 'Ближайшие события']],
    },
    {
      concept: 'dinner show',
      preferred: 'шоу-ресторан (the venue); «Ужин и шоу» (the packages); ужин и шоу (in text)',
      rejected: [
        ['ужин\\p{L}*-шоу', 'на ужине-шоу'],
        ['театр-ресторан', 'Театр-ресторан'],
      ],
      note: '“Ужин-шоу” stays undeclined and unquoted, in every case.',
    },
    {
      concept: 'dinner-show packages (a name in quotes)',
      preferred: 'пакеты «Ужин и шоу»',
      rejected: [['«ужин и шоу»', 'пакеты «ужин и шоу»']],
      caseSensitive: true,
    },
    {
      concept: 'gala',
      preferred: 'гала-вечер, гала-ужин',
      rejected: [['(?<![\\p{L}-])гала(?![\\p{L}-])', 'большая гала']],
      note: '“Гала” is not used alone.',
    },
    {
      concept: 'Lobster Club',
      preferred: 'Lobster Club',
      rejected: [['лобстер-клуб', 'Лобстер-клуб']],
    },
    {
      concept: 'consent wording',
      preferred: 'Даю согласие… / Принимаю условия… (gender-neutral)',
      rejected: [
        ['\\(-на\\)', 'Я согласен(-на)'],
        ['\\(-лась\\)', 'Я ознакомился(-лась)'],
      ],
    },
    {
      concept: 'before you go',
      preferred: 'Перед тем как идти в клуб',
      rejected: [['перед выходом', 'Перед выходом']],
    },
    {
      concept: 'hotel group',
      preferred: 'поддержка крупной гостиничной сети',
      rejected: [['за спиной', 'Гостиничная группа за спиной']],
    },
    { concept: 'live (concert)', preferred: 'концерт …', rejected: [['в концерте', 'в концерте']] },
    {
      concept: 'casting e-mail subject',
      preferred: '«Casting»',
      rejected: [['«кастинг»', 'с темой «Кастинг»']],
    },
    {
      concept: 'projectors (a label)',
      preferred: 'Проекторы',
      rejected: [['^проекторов$', 'Проекторов']],
    },
    { concept: 'completed step', preferred: 'пройден', rejected: [['^выполнено$', 'Выполнено']] },
    {
      concept: 'mixers (drinks)',
      preferred: 'тоник, содовая и соки',
      rejected: [['миксер', 'с миксерами']],
      note: 'Bar jargon; a “миксер” is a kitchen mixer.',
    },
    {
      concept: 'ANSI lumens',
      preferred: '20 000 ANSI-люмен',
      rejected: [['ansi\\s+люмен', 'по 20 000 ANSI люмен']],
    },
    {
      concept: 'newsletter title (stay informed)',
      preferred: 'Будьте в курсе',
      rejected: [['в центре внимания', 'Будьте в центре внимания']],
      note: '“В центре внимания” means being the centre of attention.',
    },
    proposalStep('Услуги', 'B2B-предложения'),
    {
      concept: 'door policy (a heading)',
      preferred: 'Правила входа',
      rejected: [['фейс-контрол', 'Фейс-контроль']],
      note: '“Фейс-контроль” sounds hostile on a premium site.',
    },
    {
      concept: 'winners’ walk',
      preferred: 'дорожка для выхода победителей',
      rejected: [['проход победителей', 'проход победителей']],
    },
    {
      concept: 'cast single roles',
      preferred: 'набирать артистов в труппу',
      rejected: [
        ['заполня\\p{L}* (?:\\p{L}+ )?рол', 'заполняем отдельные роли'],
        ['рол\\p{L}* заполня', 'отдельные роли заполняем'],
      ],
      note: 'Calque of “fill roles”.',
    },
    {
      concept: 'follow the music',
      preferred: 'спускайтесь вслед за музыкой',
      rejected: [['идите на музыку', 'идите на музыку']],
    },
    {
      concept: 'show moment (a launch)',
      preferred: 'шоу-номер, кульминация презентации',
      rejected: [
        ['шоу-момент', 'шоу-моментом'],
        ['момент презентации', 'создаём момент презентации'],
      ],
      note: '“Moment” calqued.',
    },
    {
      concept: 'a Turkish street in Russian text',
      preferred: 'по проспекту Лара (Lara Caddesi); the postal address stays in Latin letters',
      rejected: [['по lara caddesi', 'на такси по Lara Caddesi']],
    },
    {
      concept: 'seating area',
      preferred: 'Зона рассадки',
      rejected: [['зона стола', 'Зона стола']],
    },
    {
      concept: 'pixels',
      preferred: 'пикс. (as м and м²: Cyrillic units in Russian text)',
      rejected: [[`\\d[\\s]?px${END}`, '672 × 1 008 px']],
    },
  ],
  de: [
    {
      concept: 'Andy Show (feminine: die Show)',
      preferred: 'in der Andy Show, bei der Andy Show',
      rejected: [
        [`${START}im Andy Show`, 'im Andy Show'],
        [`${START}das Andy Show`, 'das Andy Show'],
        [`${START}des Andy Show`, 'des Andy Show'],
        [`${START}(?:bei|von|mit|zu) Andy Show`, 'Cookies bei Andy Show'],
      ],
    },
    {
      concept: 'The Sin (no German article before “The”)',
      preferred: 'der Club The Sin / im Club The Sin',
      rejected: [[`${START}(?:der|die|das|dem|den|des|im|ins|vom|zum) The Sin`, 'im The Sin']],
      note: 'Use the apposition “Club The Sin”.',
    },
    {
      concept: 'product launch',
      preferred: 'Produktpräsentation',
      rejected: [['Produkteinführung', 'Produkteinführung']],
    },
    {
      concept: 'conference & panels',
      preferred: 'Konferenzen & Podiumsdiskussionen',
      rejected: [[`Konferenz & Podium${END}`, 'Konferenz & Podium']],
    },
    {
      concept: 'premium compounds',
      preferred: 'Premiumplatz, Premiumtisch, Premiumspirituose (closed, one word)',
      rejected: [
        ['Premium-(?=\\p{L})', 'Premium-Tische'],
        ['pakettisch', 'Premium-Pakettisch'],
      ],
      note: '“Pakettisch” is an invented compound.',
    },
    {
      concept: 'winners’ walk',
      preferred: 'Laufsteg für die Preisträger',
      rejected: [['Walk of Fame', 'Walk of Fame']],
    },
    {
      concept: 'midnight toast',
      preferred: 'Anstoßen um Mitternacht',
      rejected: [['Mitternachtstoast', 'Mitternachtstoast']],
    },
    {
      concept: 'entry closes',
      preferred: 'Einlass endet',
      rejected: [['Einlass schließt', 'Der Einlass schließt']],
    },
    lira('1.500 ₺'),
    {
      concept: 'artists',
      preferred: 'Künstlerinnen und Künstler',
      rejected: [['artisten', 'über 50 Artisten']],
    },
    {
      concept: 'contact person',
      preferred: 'Ansprechperson',
      rejected: [['ansprechpartner/in', 'Ansprechpartner/in']],
    },
    { concept: 'at the table', preferred: 'Am Tisch', rejected: [['bei tisch', 'Bei Tisch']] },
    {
      concept: 'moments from our house',
      preferred: 'Momente aus unserem Haus',
      rejected: [['aus dem haus', 'Momente aus dem Haus']],
    },
    {
      concept: 'compound with a place name',
      preferred: 'Oktoberfest-Nacht in Lara / Lara-Oktoberfest-Nacht',
      rejected: [['lara oktoberfest', 'Lara Oktoberfest-Nacht']],
    },
    {
      concept: 'our kitchen',
      preferred: 'Unsere Küche verwöhnt…',
      rejected: [['köche kochen', 'Unsere Köche kochen']],
    },
    {
      concept: 'into the spotlight',
      preferred: 'ins Scheinwerferlicht',
      rejected: [['treten in licht', 'treten in Licht']],
    },
    {
      concept: 'business (footer column)',
      preferred: 'Für Unternehmen',
      rejected: [['^business$', 'Business']],
    },
    {
      concept: 'article before a second noun',
      preferred: 'eine Produktpräsentation oder eine Hochzeit',
      rejected: [['produktpräsentation oder hochzeit', 'eine Produktpräsentation oder Hochzeit']],
    },
    {
      concept: 'costume department',
      preferred: 'Kostümabteilung (Garderobe is the dressing room or cloakroom)',
      rejected: [['^garderobe$', 'Garderobe']],
    },
    {
      concept: 'dinner show',
      preferred: 'Dinnershow (Dinnershow-Paket)',
      rejected: [
        ['dinner-show', 'Dinner-Show-Paket'],
        ['dinnertheater', 'Dinnertheater & Nachtclub'],
      ],
      note: 'Three spellings were in use for the core product.',
    },
    {
      concept: 'video mapping',
      preferred: 'Video-Mapping (Video-Mapping-Fläche)',
      rejected: [
        ['projection mapping', 'unter Projection Mapping'],
        ['(?<!video-|\\{)mapping', '1.500 m² Mapping'],
      ],
      note: 'One term, as the form’s option “Video-Mapping”.',
    },
    {
      concept: 'newsletter title (stay informed)',
      preferred: 'Nichts mehr verpassen',
      rejected: [['rampenlicht', 'Bleiben Sie im Rampenlicht']],
      note: '“Im Rampenlicht stehen” means being famous.',
    },
    {
      concept: 'before your club night',
      preferred: 'Vor Ihrem Clubbesuch',
      rejected: [['bevor sie ausgehen', 'Bevor Sie ausgehen']],
    },
    {
      concept: 'open the map',
      preferred: 'Auf der Karte anzeigen',
      rejected: [['in karten öffnen', 'In Karten öffnen']],
      note: '“Karten” reads as the name of Apple’s app.',
    },
    {
      concept: 'reveal (a launch)',
      preferred: 'Präsentation in 270°, der große Auftritt',
      rejected: [
        ['enthüllung', '270°-Enthüllung'],
        ['showmoment', 'einem Showmoment'],
      ],
      note: '“Enthüllung” as a heading sounds like a scandal.',
    },
    proposalStep('Leistungen', 'B2B-Angebote'),
    {
      concept: 'hero picture (carousel role “Diashow”)',
      preferred: 'Bild',
      rejected: [['^folie$', 'Folie']],
      note: 'A “Folie” is a presentation slide.',
    },
    {
      concept: 'age limit',
      preferred: '… sind nur für Gäste ab 18 Jahren zugänglich',
      rejected: [['sind für gäste ab', 'Events sind für Gäste ab 18 Jahren.']],
      note: 'The sentence lacked its predicate.',
    },
    {
      concept: 'champagne set',
      preferred: 'Champagner den ganzen Abend',
      rejected: [['flaschenservice den ganzen', 'Flaschenservice den ganzen Abend']],
    },
    {
      concept: 'networking event',
      preferred: 'Firmen- & Networking-Event',
      rejected: [['corporate networking', 'Corporate Networking']],
    },
    {
      concept: 'the venue (for guests)',
      preferred: 'Das Haus (the footer column), Räume & Technik (the venue page in the menus)',
      rejected: [['^die location$', 'Die Location']],
      note: 'Event planners say “Location”; guests read “Das Haus”.',
    },
  ],
};

/**
 * Every rejected term in `sources`, copy in language `lang`: lower-cased per language so Turkish
 * İ/I map to i/ı, then matched case-insensitively (unless the entry is case-sensitive, as a name’s
 * capitals are).
 */
export function glossaryFindings(lang: GlossaryLanguage, sources: CopyString[]): string[] {
  const out: string[] = [];
  for (const entry of glossary[lang]) {
    for (const [source] of entry.rejected) {
      const pattern = new RegExp(source, entry.caseSensitive ? 'u' : 'iu');
      for (const [path, text] of sources) {
        const subject = entry.caseSensitive ? text : text.toLocaleLowerCase(lang);
        if (pattern.test(subject)) out.push(`${path}: “${source}” (use “${entry.preferred}”)`);
      }
    }
  }
  return out;
}
