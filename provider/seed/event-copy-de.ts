import type { EventCopy } from './event-copy-types';
import type { EventKey, EventYears } from './event-plan';

/** German exists only for a few events (docs/product.md §2: per-event German alternates). */
export function eventCopyDe(years: EventYears): Partial<Record<EventKey, EventCopy>> {
  return {
    'new-year-gala': {
      slug: `silvester-gala-${years.newYear}`,
      title: `Silvester-Gala ${years.newYear}`,
      summary:
        'Begrüßen Sie das neue Jahr mit Champagnerempfang, Fünf-Gänge-Galadinner, einer Silvesterausgabe der Andy Show und Countdown-Party bis 03:00 Uhr.',
      description: `<p>Die größte Nacht des Jahres verdient unsere größte Bühne. Kommen Sie um 19:30 Uhr zum Champagnerempfang ins Foyer und genießen Sie anschließend ein Galadinner mit fünf Gängen.</p>
<p>Um 21:00 Uhr zeigen mehr als 50 Künstlerinnen und Künstler eine Silvesterausgabe der Andy Show mit neuen Nummern, Livemusik und Konfettifinale. Um Mitternacht zählen wir gemeinsam herunter, und im Club The Sin wird bis 03:00 Uhr weitergefeiert.</p>
<ul>
<li>Champagnerempfang, Galadinner mit Weinbegleitung und Open Bar</li>
<li>Silvesterausgabe der Show</li>
<li>Countdown-Party mit Live-DJ</li>
</ul>`,
      schedule: [
        ['19:30', 'Champagnerempfang'],
        ['20:00', 'Galadinner'],
        ['21:00', 'Andy Show – Silvesterausgabe'],
        ['23:30', 'Countdown-Party'],
        ['00:00', 'Anstoßen um Mitternacht'],
        ['03:00', 'Ende der Nacht'],
      ],
    },
    'valentines-gala': {
      slug: `valentinstag-gala-${years.valentine}`,
      title: `Valentinstag-Galadinner ${years.valentine}`,
      summary:
        'Ein Candle-Light-Dinner zu zweit, eine Rose auf jedem Tisch und die romantischsten Szenen der Andy Show, dazu Liebeslieder live vor und nach der Vorstellung.',
      description: `<p>Feiern Sie den Valentinstag mit einem Abend für zwei. Die Tische für Paare sind mit Kerzen und Rosen gedeckt, unsere Köche servieren ein Viergangmenü mit einem Glas Sekt.</p>
<p>Die Andy Show zeigt ihre romantischsten Luftakrobatik-Szenen, und während des Dinners singt ein Live-Duo Liebeslieder auf Türkisch, Englisch und Russisch.</p>`,
      schedule: [
        ['19:30', 'Einlass'],
        ['20:00', 'Dinner'],
        ['21:00', 'Andy Show – Valentinsausgabe'],
        ['23:00', 'After-Party im Club The Sin'],
      ],
    },
    oktoberfest: {
      slug: `oktoberfest-nacht-${years.oktoberfest}`,
      title: `Oktoberfest-Nacht in Lara ${years.oktoberfest}`,
      summary:
        'Blasmusik aus Bayern, Brezn, Würstl und Bier in der Maß: Unsere Oktoberfest-Nacht holte das Münchner Bierzelt an die Türkische Riviera, Tanz bis 01:00 Uhr.',
      description: `<p>Für eine Nacht wurde das Theater zum Bierzelt. Eine Blaskapelle aus Bayern spielte auf der Bühne, unsere Küche servierte Hendl, Würstl und Brezn, und die Gäste hoben ihre Maßkrüge bis 01:00 Uhr.</p>
<p>Tracht war herzlich willkommen: Das schönste Dirndl und die schönste Lederhose gewannen einen Tisch bei der Silvester-Gala.</p>`,
      schedule: [
        ['19:30', 'Einlass mit Begrüßungsbier'],
        ['20:00', 'Bayerisches Buffet'],
        ['21:00', 'Blaskapelle und Tanzshow'],
        ['01:00', 'Letzte Runde'],
      ],
    },
    'film-music-gala': {
      slug: 'filmmusik-gala',
      title: 'Filmmusik-Gala: Orchester unter den Sternen',
      summary:
        'Das Antalya Pops Orchestra spielt die größten Filmmusiken, vom Western bis zur Weltraumsaga, und die 270-Grad-Projektion versetzt Sie mitten in den Film.',
      description: `<p>Sechzig Musikerinnen und Musiker des Antalya Pops Orchestra spielen die großen Filmmusiken der letzten 70 Jahre. Unsere 270-Grad-Projektion umgibt das Publikum mit Bildern, die von jedem Film inspiriert sind.</p>
<p>Zwei Abende sind geplant; das Programm wird derzeit mit dem Orchester abgestimmt.</p>`,
      schedule: [
        ['19:30', 'Einlass'],
        ['20:00', 'Dinner'],
        ['21:00', 'Antalya Pops Orchestra'],
        ['23:00', 'After-Party im Club The Sin'],
      ],
    },
  };
}
