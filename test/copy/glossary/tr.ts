import { START, END, lobsterClub, proposalStep, type GlossaryEntry } from './terms';

/** Turkish copy (issues 22 and 32). */
export const tr: GlossaryEntry[] = [
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
    preferred: '1.500 TL (as formatPrice writes it on the price cards too)',
    rejected: [
      [`\\d[\\s]?try${END}`, 'giriş 1.500 TRY'],
      [`${START}(?:try|tl)[\\s]?\\d`, 'giriş TL 1.500'],
      ['₺\\s?\\d', 'giriş ₺1.500’dir'],
    ],
    note: 'Turkish writes the amount first, as Turkish menus and price lists do: a suffix cannot follow a sign before the number (“₺1.500’dir”).',
  },
  {
    concept: 'euro in prose',
    preferred: '80 € (80 €’dan, 250 €’luk)',
    rejected: [['€\\s?\\d', 'kişi başı €80’dan']],
    note: 'As the lira: the sign after the amount, so the suffix has a place.',
  },
  {
    concept: 'percent',
    preferred: '%50 (as formatPercent writes it, and the FAQ)',
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
  {
    concept: 'door policy (a heading)',
    preferred: 'Giriş kuralları',
    rejected: [['kapı politika', 'Kapı politikası']],
    note: 'As ru «Правила входа» and de „Einlass“; “politika” is a company’s policy.',
  },
  {
    concept: 'champagne set, all evening',
    preferred: 'akşam boyunca şampanya',
    rejected: [['akşam boyunca şişe servisi', 'akşam boyunca şişe servisi ve tatlı tabağı']],
  },
  {
    concept: 'a venue time in copy ({clubCloses})',
    preferred:
      'no suffix after it: “{clubOpens} ile {clubCloses} arası”, “kapanışına ({clubCloses}) kadar”',
    rejected: [[`\\{\\w+(?:Opens|Closes|Hours)\\}['’]`, '{clubCloses}’e kadar']],
    note: 'The time is the editor’s: its suffix changes with it (03:00’e, 02:30’a), so the copy needs none.',
  },
];
