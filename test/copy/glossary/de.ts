import { START, END, lira, proposalStep, type GlossaryEntry } from './terms';

/** German copy (issues 22 and 32). */
export const de: GlossaryEntry[] = [
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
    preferred:
      'Konferenzen & Podiumsdiskussionen (a title; the proposal’s option list is singular: Konferenz & Podiumsdiskussion)',
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
    rejected: [
      ['artisten', 'über 50 Artisten'],
      ['\\d[\\s]?Künstler(?!innen)', 'mehr als 50 Künstler'],
    ],
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
  {
    concept: 'open bar (drinks included)',
    preferred: 'Open Bar',
    rejected: [['offene bar', 'Galadinner und offene Bar']],
    note: 'Event planners’ term; “offene Bar” reads as a bar that is open.',
  },
];
