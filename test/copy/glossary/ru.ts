import { START, END, lira, proposalStep, type GlossaryEntry } from './terms';

/** Russian copy (issues 22 and 32). */
export const ru: GlossaryEntry[] = [
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
    rejected: [
      ['шампанск\\p{L}* сет', 'Шампанский сет'],
      ['пакет\\p{L}* с шампанским', 'Пакет с шампанским'],
    ],
  },
  {
    concept: 'fine dining',
    preferred: 'высокая кухня',
    rejected: [
      // The service's name; “изысканная кухня” in a sentence (the tagline) is the cuisine.
      ['^изысканная кухня$', 'Изысканная кухня'],
      ['fine dining', 'артистов, fine dining, диджеи'],
    ],
    note: 'Three terms were in use for one service (third review, N9).',
  },
  {
    concept: 'percent',
    preferred: '50 % (a no-break space), as formatPercent writes it',
    rejected: [['\\d[\\s]?процент', 'возврат 50 процентов']],
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
      ['рол\\p{L}* закрыва', 'отдельные роли закрываем'],
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
];
