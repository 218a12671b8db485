import type { EventCopies } from './event-copy-types';
import type { EventYears } from './event-plan';

const dinnerConcert = (act: string): [string, string][] => [
  ['19:30', 'Doors open'],
  ['20:00', 'Dinner is served'],
  ['21:00', act],
  ['23:00', 'After-party at The Sin'],
];

const clubNight = (headline: string): [string, string][] => [
  ['23:00', 'Doors open'],
  ['00:00', headline],
  ['01:30', 'Live performance by the Andy Show dancers'],
  ['03:00', 'Last dance'],
];

export function eventCopyEn(years: EventYears): EventCopies {
  return {
    'new-year-gala': {
      slug: `new-year-gala-${years.newYear}`,
      title: `New Year's Eve Gala ${years.newYear}`,
      summary:
        'Welcome the new year with a champagne reception, a five-course gala dinner, a special edition of Andy Show and a countdown party until 03:00.',
      description: `<p>The biggest night of the year deserves our biggest stage. Arrive at 19:30 for a champagne reception in the foyer, then sit down to a five-course gala dinner prepared by our chefs.</p>
<p>At 21:00 more than 50 artists perform a New Year's Eve edition of Andy Show with new acts, live music and a confetti finale. At midnight we count down together, and The Sin keeps the party going until 03:00.</p>
<ul>
<li>Champagne reception, gala dinner with wine pairing and open bar</li>
<li>Special New Year's Eve edition of the show</li>
<li>Countdown party with live DJ</li>
</ul>`,
      schedule: [
        ['19:30', 'Champagne reception'],
        ['20:00', 'Gala dinner'],
        ['21:00', "Andy Show – New Year's Eve edition"],
        ['23:30', 'Countdown party'],
        ['00:00', 'Midnight toast'],
        ['03:00', 'End of the night'],
      ],
    },
    'valentines-gala': {
      slug: `valentines-gala-${years.valentine}`,
      title: `Valentine's Gala Dinner ${years.valentine}`,
      summary:
        'A candlelit dinner for two, a rose for every table and the most romantic scenes of Andy Show, with live love songs before and after the performance.',
      description: `<p>Celebrate Valentine's Day with an evening made for two. Tables for couples are set with candles and roses, and our chefs serve a four-course menu with a glass of sparkling wine.</p>
<p>Andy Show presents its most romantic aerial scenes, and a live duo sings love songs in Turkish, English and Russian during dinner.</p>`,
      schedule: dinnerConcert('Andy Show – Valentine edition'),
    },
    'jazz-dinner': {
      slug: 'jazz-dinner-evenings',
      title: 'Jazz & Dinner Evenings',
      summary:
        'The Blue Lara Quartet plays standards and bossa nova over a relaxed four-course dinner on three evenings this season. Choose the date that suits you.',
      description: `<p>Some evenings call for a slower tempo. The Blue Lara Quartet, led by saxophonist Mert Aksoy, plays jazz standards, bossa nova and a few Anatolian surprises while dinner is served.</p>
<p>Tables are arranged cabaret-style around the stage. The quartet plays two sets; between them, our dancers present a short jazz-age tableau.</p>`,
      schedule: [
        ['19:30', 'Doors open'],
        ['20:00', 'Dinner and first set'],
        ['21:30', 'Jazz-age tableau by the Andy Show dancers'],
        ['22:00', 'Second set'],
      ],
    },
    'turkish-pop': {
      slug: 'turkish-pop-night-deniz-aras',
      title: 'Turkish Pop Night with Deniz Aras',
      summary:
        'Chart-topper Deniz Aras brings his greatest hits and songs from his new album to the Andy Show stage for one night only, with dinner from 20:00.',
      description: `<p>Deniz Aras has filled summer playlists for a decade. For one night only he brings his band to our stage, with the hits everyone sings along to and songs from his new album.</p>
<p>Dinner is served from 20:00; the concert starts at 21:00. After the encore, The Sin opens its doors for a Black &amp; Gold party on the same night.</p>`,
      schedule: dinnerConcert('Deniz Aras live'),
    },
    'russian-star': {
      slug: 'alina-vetrova-live',
      title: 'Alina Vetrova: An Evening of Romance & Pop',
      summary:
        'Alina Vetrova sings Russian romances, Soviet film classics and her own pop hits, accompanied by a live orchestra, in an evening of music and dinner.',
      description: `<p>One of the best-loved voices of the Russian-speaking stage comes to Antalya. Alina Vetrova performs Russian romances, songs from classic films and the pop hits that made her famous, accompanied by a live orchestra.</p>
<p>The evening opens with dinner at 20:00. The concert is sung in Russian; the programme is printed in English and Turkish.</p>`,
      schedule: dinnerConcert('Alina Vetrova in concert'),
    },
    oktoberfest: {
      slug: `oktoberfest-night-${years.oktoberfest}`,
      title: `Lara Oktoberfest Night ${years.oktoberfest}`,
      summary:
        'Bavarian brass, pretzels, sausages and beer by the litre: our Oktoberfest night brought a Munich beer tent to the Turkish Riviera, with dancing until 01:00.',
      description: `<p>For one night the theatre turned into a beer tent. A brass band from Bavaria played from the stage, our kitchen served roast chicken, sausages and pretzels, and guests raised their steins until 01:00.</p>
<p>Traditional dress was welcome: the best dirndl and lederhosen won a table for the New Year's Eve Gala.</p>`,
      schedule: [
        ['19:30', 'Doors open, welcome beer'],
        ['20:00', 'Bavarian buffet'],
        ['21:00', 'Brass band and dance show'],
        ['01:00', 'Last round'],
      ],
    },
    'neon-nights': {
      slug: 'the-sin-neon-nights',
      title: 'The Sin: Neon Nights',
      summary:
        'Glow paint at the door, UV lights on the dance floor and house music until 03:00: Neon Nights is the brightest party of the season at The Sin.',
      description: `<p>Wear white and let the UV lights do the rest. Our make-up artists paint neon designs at the door, and resident DJ Kaan Yıldız plays house and dance classics all night.</p>
<p>Entry ₺1,500; lounges for 2, 6 or 12 guests can be reserved in advance.</p>`,
      schedule: clubNight('DJ Kaan Yıldız'),
    },
    'black-and-gold': {
      slug: 'the-sin-black-and-gold',
      title: 'The Sin: Black & Gold Party',
      summary:
        'Dress in black and gold for the most elegant night of the month at The Sin, right after the Deniz Aras concert, with champagne and deep house until 03:00.',
      description: `<p>Black and gold is the dress code, champagne is the drink and deep house is the soundtrack. The party starts as soon as the Deniz Aras concert ends upstairs.</p>
<p>Concert guests enter The Sin free of charge with their ticket.</p>`,
      schedule: clubNight('Deep house with DJ Selin Ay'),
    },
    'latin-fever': {
      slug: 'the-sin-latin-fever',
      title: 'The Sin: Latin Fever',
      summary:
        'Reggaeton, salsa and bachata with DJ Rafael Cruz, a free dance class at the start of the night and the Andy Show dancers on the podium until 03:00.',
      description: `<p>DJ Rafael Cruz mixed reggaeton, salsa and bachata, and our dancers opened the night with a free dance class for beginners.</p>
<p>Thank you to everyone who danced with us until the last song.</p>`,
      schedule: clubNight('DJ Rafael Cruz'),
    },
    flamenco: {
      slug: 'flamenco-and-fire-dinner',
      title: 'Flamenco & Fire Dinner Show',
      summary:
        'Compañía Luz de Sevilla and our fire artists met on one stage for an evening of flamenco guitar, dance and flames, with a Spanish-inspired dinner.',
      description: `<p>Compañía Luz de Sevilla brought guitar, cante and dance from Andalusia; our fire artists answered with flames. The kitchen served tapas and paella before the show.</p>`,
      schedule: dinnerConcert('Flamenco and fire show'),
    },
    'film-music-gala': {
      slug: 'film-music-gala',
      title: 'Film Music Gala: Orchestra Under the Stars',
      summary:
        'The Antalya Pops Orchestra plays the greatest film scores, from westerns to space operas, while the 270-degree projection puts you inside the movie.',
      description: `<p>Sixty musicians of the Antalya Pops Orchestra perform the great film scores of the last 70 years. Our 270-degree projection surrounds the audience with images inspired by each film.</p>
<p>Two evenings are planned; the programme is being finalised with the orchestra.</p>`,
      schedule: dinnerConcert('Antalya Pops Orchestra'),
    },
    'back-to-the-90s': {
      slug: 'the-sin-back-to-the-90s',
      title: 'The Sin: Back to the 90s',
      summary:
        'Eurodance, pop and the club anthems of the 1990s with DJ Tuna Eren. This night has been cancelled; ticket holders receive a full refund.',
      description: `<p>We are sorry: this party has been cancelled by the organiser. All ticket holders receive a full refund to the card used for the purchase.</p>`,
      schedule: clubNight('DJ Tuna Eren'),
    },
    anniversary: {
      slug: 'andy-show-10th-anniversary',
      title: 'Andy Show 10th Anniversary Night',
      summary:
        'Ten years, one night: former and current artists of Andy Show share the stage for a gala performance with scenes from every season. Details coming soon.',
      description: `<p>To celebrate ten seasons, artists from every year of the show return to Antalya for a single gala performance that revisits the best-loved scenes.</p>
<p>The full programme and ticket sales will be announced soon. Subscribe to our newsletter to be the first to know.</p>`,
      schedule: dinnerConcert('Anniversary performance'),
    },
    'wine-and-dine': {
      slug: 'mediterranean-wine-and-dine',
      title: 'Mediterranean Wine & Dine Evening',
      summary:
        'A six-course pairing dinner with wines from Anatolia and the Aegean, presented by our sommelier. The evening has been postponed; a new date will follow.',
      description: `<p>Our head sommelier pairs six courses from the Mediterranean coast with wines from Anatolian and Aegean vineyards.</p>
<p>The evening has been postponed. Tickets remain valid for the new date, or can be refunded in full.</p>`,
      schedule: [
        ['19:30', 'Welcome and sparkling wine'],
        ['20:00', 'Six-course pairing dinner'],
        ['22:30', 'Cheese and dessert wines'],
      ],
    },
    masquerade: {
      slug: 'the-sin-masquerade-night',
      title: 'The Sin: Masquerade Night',
      summary:
        'Masks on, lights down: a Venetian-inspired masquerade with aerial performers above the dance floor and a best-mask award at 01:30.',
      description: `<p>Venetian masks, velvet and candlelight: The Sin becomes a masked ball for one night, with aerialists above the dance floor.</p>`,
      schedule: clubNight('Masked ball with live strings'),
    },
    'classic-rock': {
      slug: 'classic-rock-legends-tribute',
      title: 'Classic Rock Legends Tribute',
      summary:
        'A tribute to the rock anthems of the 70s and 80s by the Rock Legends Tribute Band. This concert was cancelled by the organiser and fully refunded.',
      description: `<p>This concert was cancelled by the organiser. All tickets were refunded in full.</p>`,
      schedule: dinnerConcert('Rock Legends Tribute Band'),
    },
    unplugged: {
      slug: 'unplugged-dinner-night',
      title: 'Unplugged Dinner Night with Ece Demir',
      summary:
        'Singer-songwriter Ece Demir performed acoustic versions of her songs and Turkish classics in an intimate dinner setting on the theatre terrace.',
      description: `<p>Just a voice, a guitar and a cello: Ece Demir played her songs and Turkish classics in acoustic arrangements while guests dined under the stars.</p>`,
      schedule: dinnerConcert('Ece Demir unplugged'),
    },
  };
}
