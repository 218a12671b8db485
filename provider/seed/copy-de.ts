import type { GermanCopy } from './copy-types';
import { sitePath } from './pages';

const link = (key: Parameters<typeof sitePath>[0]) => sitePath(key, 'de');

const evening = `<ul>
<li><strong>{doorsOpen}</strong> Einlass</li>
<li><strong>{dinnerHours}</strong> Abendessen</li>
<li><strong>{showHours}</strong> Andy Show</li>
<li><strong>{clubHours}</strong> Nachtclub The Sin</li>
</ul>`;

/** German is a fallback language: only these pages exist in German (docs/product.md §2). */
export const copyDe: GermanCopy = {
  homeCrumb: 'Startseite',
  pages: {
    'event-solutions': {
      title: 'Eventlösungen',
      description:
        'MICE und private Events in Antalya: Galas für 500, Konferenzen für 1.000, Partys für 1.200 Gäste, mit 270-Grad-Projektion, 150 m² LED, eigener Küche und Show.',
      headerAlt: 'Produktpräsentation mit Video-Mapping über die ganze Bühne',
      sections: [
        {
          key: 'INTRO',
          title: 'Eine Location mit eigener Produktion',
          subtitle: 'Meetings, Incentives, Konferenzen und Events',
          body: `<p>Die Andy Show vereint Theater, Club, Küche und Produktionsteam. Wir planen, bauen und realisieren Ihr Event unter einem Dach – mit derselben Crew, die jeden Abend unsere Show auf die Bühne bringt.</p>`,
        },
        {
          key: 'TYPES',
          title: 'Eventarten',
          body: `<ul>
<li>Galas und Preisverleihungen</li>
<li>Produktpräsentationen</li>
<li>Firmen-Networking</li>
<li>Konferenzen und Podiumsdiskussionen</li>
<li>Hochzeiten und Feiern</li>
<li>Konzerte und Shows</li>
</ul>`,
        },
        {
          key: 'INFRASTRUCTURE',
          title: 'Infrastruktur',
          body: `<ul>
<li>Kapazitäten: Theater 1.000, Party 1.200, Galadinner 500</li>
<li>270-Grad-Projektion, 1.500 m² Video-Mapping, 32 Projektoren mit je 20.000 ANSI-Lumen</li>
<li>Effektleinwand 17 × 7 m, 150 m² LED</li>
<li>5 Fassadenbildschirme mit je 672 × 1.008 px (insgesamt 3.360 × 1.008 px)</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Angebot anfordern',
          body: `<p>Nennen Sie uns Datum und Gästezahl, und wir melden uns mit einem Angebot: <a href="${link('proposal-request')}">Angebot anfordern</a>.</p>`,
        },
      ],
    },
    'proposal-request': {
      title: 'Angebot anfordern',
      description:
        'Eine Gala, eine Produktpräsentation oder eine Hochzeit in Antalya? Nennen Sie uns Datum, Gästezahl und Wünsche in vier Schritten und erhalten Sie Ihr Angebot.',
      headerAlt: 'Für ein Galadinner mit runden Tischen vorbereitete Bühne',
      sections: [
        {
          key: 'INTRO',
          title: 'Ihr Event, unsere Bühne',
          subtitle: 'Vier Schritte, etwa drei Minuten',
          body: `<p>Erzählen Sie uns, was Sie planen, und unser Eventteam erstellt Ihnen ein maßgeschneidertes Angebot mit Menü, Technik und Unterhaltungsprogramm.</p>
<ul>
<li><strong>Schritt 1</strong>: Eventart, Gästezahl und Wunschtermin</li>
<li><strong>Schritt 2</strong>: die Leistungen, die Sie interessieren</li>
<li><strong>Schritt 3</strong>: Ihre Kontaktdaten</li>
<li><strong>Schritt 4</strong>: prüfen und absenden</li>
</ul>`,
        },
        {
          key: 'NEXT',
          title: 'Wie es weitergeht',
          body: `<p>Ein Eventmanager antwortet innerhalb eines Werktages, meist mit ersten Fragen und freien Terminen. Sie sprechen lieber persönlich? Rufen Sie uns an: {phone}.</p>`,
        },
      ],
    },
    'thank-you': {
      title: 'Vielen Dank',
      description:
        'Vielen Dank für Ihre Anfrage. Unser Eventteam der Andy Show in Antalya meldet sich innerhalb eines Werktages. Sie kehren gleich zur Startseite zurück.',
      headerAlt: 'Konfetti regnet am Ende der Show auf die Bühne',
      sections: [
        {
          key: 'INTRO',
          title: 'Ihre Anfrage ist bei uns eingegangen',
          body: `<p>Vielen Dank! Ein Eventmanager meldet sich innerhalb eines Werktages bei Ihnen. Sie werden in 5 Sekunden zur Startseite weitergeleitet.</p>`,
        },
        {
          key: 'NEXT',
          title: 'In der Zwischenzeit',
          body: `<p>Entdecken Sie unsere <a href="${link('event-solutions')}">Eventlösungen</a> oder die kommenden <a href="${link('events-concerts')}">Events &amp; Konzerte</a>.</p>`,
        },
      ],
    },
    customize: {
      title: 'Ihr Abend nach Maß',
      description:
        'Ihr Abend in der Andy Show, ganz persönlich: Premiumplätze, Champagner-Set für bis zu 6 Gäste, Überraschungen und Lounges im Club The Sin für 2, 6 oder 12.',
      headerAlt: 'Zum Geburtstag geschmückter Tisch mit Torte und Wunderkerzen',
      sections: [
        {
          key: 'INTRO',
          title: 'Ihre Nacht, Ihr Stil',
          subtitle: 'Extras für Geburtstage, Jahrestage und Heiratsanträge',
          body: `<p>Wählen Sie ein beliebiges Dinnershow-Paket und ergänzen Sie, was den Abend zu Ihrem macht. Nennen Sie uns bei der Buchung den Anlass – um alles Weitere kümmern sich unsere Gastgeber.</p>`,
        },
        {
          key: 'OPTIONS',
          title: 'Beliebte Extras',
          body: `<ul>
<li>Premiumplatz für 150, 200 oder 250 € pro Person</li>
<li>Champagner-Set für bis zu 6 Gäste: 2.500 €</li>
<li>Geburtstagstorte, Blumen oder eine persönliche Botschaft auf der Leinwand vor der Show</li>
<li>Eine Lounge im Club The Sin für 2, 6 oder 12 Personen</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Fragen Sie unsere Gastgeber',
          body: `<p>Rufen Sie an unter {phone} oder schreiben Sie an {email}.</p>`,
        },
      ],
    },
    schedule: {
      title: 'Programm',
      description:
        'Der Abend in der Andy Show in Antalya: Einlass {doorsOpen}, Abendessen {dinnerHours}, Show {showHours}, The Sin {clubHours} und Lobster Club von {lobsterClubOpens} bis {lobsterClubCloses} Uhr.',
      headerAlt: 'Die Bühnenuhr und der beleuchtete Saal vor der Show',
      sections: [
        {
          key: 'INTRO',
          title: 'Stunde für Stunde',
          subtitle: 'An jedem Showabend',
          body: `${evening}
<p>Lobster Club (à la carte): {lobsterClubHours}.</p>`,
        },
        {
          key: 'CALENDAR',
          title: 'Showabende und besondere Termine',
          body: `<p>Konzerte und Galas ersetzen gelegentlich die reguläre Show. Werfen Sie vor der Buchung einen Blick in den Kalender der <a href="${link('events-concerts')}">Events &amp; Konzerte</a>.</p>`,
        },
      ],
    },
    nightClub: {
      title: 'Nachtclub',
      description:
        'Der Nachtclub The Sin in Lara, Antalya, ist von {clubOpens} bis {clubCloses} Uhr für Gäste ab 18 geöffnet: Eintritt 1.500 ₺, Flaschen für bis zu 4 Gäste, buchbare Lounges.',
      headerAlt: 'Das DJ-Pult des Clubs The Sin in violettem Licht',
      sections: [
        {
          key: 'INTRO',
          title: 'The Sin',
          subtitle: '{clubHours}, ab 18 Jahren',
          body: `<p>Der Nachtclub der Andy Show: Resident-DJs, Themenabende und Künstlerinnen und Künstler aus der Show, direkt unter dem Theater.</p>`,
        },
        {
          key: 'TABLES',
          title: 'Reservierungen',
          body: `<ul>
<li>Eintritt: 1.500 ₺</li>
<li>Flasche: 500 € (höchstens 4 Gäste)</li>
<li>Lounges für 2, 6 oder 12 Personen: 35.000 oder 40.000 ₺</li>
</ul>`,
        },
      ],
    },
    gastronomyBackUp: {
      title: 'Gastronomie',
      description:
        'Abendessen in der Andy Show in Antalya von {dinnerOpens} bis {dinnerCloses} Uhr mit saisonalen Mittelmeermenüs und der Lobster Club mit Meeresfrüchten à la carte bis {lobsterClubCloses} Uhr.',
      headerAlt: 'Gegrillter Hummer auf der Terrasse des Lobster Club',
      sections: [
        {
          key: 'INTRO',
          title: 'Dinner und Show',
          subtitle: '{dinnerHours}',
          body: `<p>Menüs mit drei oder vier Gängen, frisch vor Ort zubereitet und vor der Show am Tisch serviert.</p>`,
        },
        {
          key: 'LOBSTER_CLUB',
          title: 'Lobster Club',
          subtitle: '{lobsterClubHours}',
          body: `<p>Unser À-la-carte-Restaurant für Meeresfrüchte auf der Terrasse, jeden Abend geöffnet.</p>`,
        },
      ],
    },
  },
};
