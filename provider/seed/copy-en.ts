import type { LanguageCopy } from './copy-types';
import { legalEn } from './legal-en';
import { sitePath } from './pages';
import { VENUE } from './venue';

const link = (key: Parameters<typeof sitePath>[0]) => sitePath(key, 'en');

const evening = `<ul>
<li><strong>{doorsOpen}</strong> Doors open</li>
<li><strong>{dinnerHours}</strong> Dinner</li>
<li><strong>{showHours}</strong> Andy Show</li>
<li><strong>{clubHours}</strong> The Sin night club</li>
</ul>`;

export const copyEn: LanguageCopy = {
  homeCrumb: 'Home',
  pages: {
    home: {
      title: 'Dinner Theatre & Night Club in Antalya',
      description:
        'Andy Show, the acrobatic dinner-theatre spectacle with over 50 artists, and The Sin night club in Lara, Antalya. Dinner at {dinnerOpens}, show at {showOpens}, club at {clubOpens}.',
      headerAlt: 'Acrobats flying above the stage of the Andy Show theatre',
      sections: [
        {
          key: 'INTRO',
          title: 'One night, three worlds',
          subtitle: 'Dinner, spectacle and night club under one roof in Lara',
          body: `<p>Take your seat at {dinnerOpens} for dinner, watch more than 50 acrobats, dancers and musicians take over the stage at {showOpens}, then follow the music down the stairs to <strong>The Sin</strong>, where the night goes on until {clubCloses}.</p>
<p>Andy Show is Antalya's dinner-theatre spectacle: an evening of aerial acrobatics, live music and 270-degree projection, staged by Aurora Hotels Group in the heart of Lara.</p>`,
        },
        {
          key: 'HIGHLIGHTS',
          title: 'Your evening at a glance',
          subtitle: 'Arrive early, leave late',
          body: `${evening}
<p>Prefer seafood by the sea breeze? The à la carte <strong>Lobster Club</strong> serves from {lobsterClubOpens} to {lobsterClubCloses}.</p>`,
        },
        {
          key: 'FIGURES',
          title: 'The show in numbers',
          subtitle: 'Rated 4.5 out of 5 on two major review sites',
          body: `<ul>
<li><strong>50+</strong> artists on stage every night</li>
<li><strong>1,000</strong> seats in the theatre</li>
<li><strong>270°</strong> projection wrapped around the audience</li>
<li><strong>32</strong> projectors of 20,000 ANSI lumens</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Reserve your table',
          subtitle: 'Packages from €80 per person',
          body: `<p>Compare the dinner-show packages on <a href="${link('our-offers')}">our offers</a> page, then book online at <a href="${VENUE.booking}">booking.andyshow.example</a> or call us on {phone}.</p>`,
        },
      ],
    },
    'about-us': {
      title: 'About Us',
      description:
        'Meet the team behind Andy Show and The Sin: a dinner theatre and night club in Lara, Antalya, run by Aurora Hotels Group with over 50 artists on stage nightly.',
      headerAlt: 'The Andy Show foyer lit in deep blue before the doors open',
      sections: [
        {
          key: 'INTRO',
          title: 'Who we are',
          subtitle: 'A stage for Antalya, built by hoteliers',
          body: `<p>Andy Show is the entertainment venue of <strong>Aurora Hotels Group</strong>, a Turkish hotel group with resorts along the Riviera. We created it for one reason: to give our guests, and the whole of Antalya, an evening they talk about long after the holiday ends.</p>
<p>Under one roof in Lara you will find a 1,000-seat theatre, The Sin night club and the Lobster Club restaurant, all run by a single team of hosts, chefs, technicians and artists.</p>`,
        },
        {
          key: 'STORY',
          title: 'Our story',
          subtitle: 'From a hotel stage to a landmark',
          body: `<p>What began as an ambitious hotel revue became a full-scale production. Today more than 50 acrobats, dancers, singers and musicians from over a dozen countries perform a spectacle designed for our own stage, with 270-degree projection and an effect screen of 17 × 7 metres.</p>
<p>Each season we rework scenes, music and costumes, so guests who come back every summer always discover something new.</p>`,
        },
        {
          key: 'VALUES',
          title: 'What we stand for',
          body: `<ul>
<li><strong>Hospitality first</strong>: dinner is served at the table, by name, not by number.</li>
<li><strong>Artistry</strong>: every act is created and rehearsed in Antalya by our own company.</li>
<li><strong>Safety</strong>: certified riggers and coaches supervise every aerial routine.</li>
<li><strong>Respect</strong>: we welcome every guest and expect every guest to respect the artists.</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Come and see for yourself',
          body: `<p>Discover <a href="${link('andy-show')}">the show</a>, plan your visit with our <a href="${link('faq')}">FAQ</a> or simply <a href="${link('contact-us')}">get in touch</a>.</p>`,
        },
      ],
    },
    'our-offers': {
      title: 'Our Offers',
      description:
        'Dinner-show packages from €80 to €150 per person, premium tables, a champagne set for up to 6 guests and The Sin club entry, bottles and lounges in Antalya.',
      headerAlt: 'A laid table with champagne in front of the illuminated stage',
      sections: [
        {
          key: 'PACKAGES',
          title: 'Dinner-show packages',
          subtitle: 'Prices per person, dinner and show from {dinnerOpens} to {showCloses}',
          body: `<ul>
<li><strong>Classic – €80</strong>: three-course set menu, soft drinks and the show.</li>
<li><strong>Silver – €100</strong>: four-course menu with local wine, beer and soft drinks.</li>
<li><strong>Gold – €125</strong>: four-course menu, imported drinks and a better-placed table.</li>
<li><strong>Platinum – €150</strong>: chef's tasting menu, premium open bar and a front-section table.</li>
</ul>
<p>Children aged 6–12 pay 50 percent of the package price. Guests of Aurora Hotels Group hotels receive a 10 percent discount.</p>`,
        },
        {
          key: 'PREMIUM',
          title: 'Premium locations',
          subtitle: 'The best seats in the house',
          body: `<p>Our premium locations are priced at <strong>€150, €200 and €250</strong> per person, depending on the row. A premium package table seats a maximum of 6 guests.</p>
<p>Celebrating? The <strong>champagne set</strong> for up to 6 guests costs €2,500 and includes a premium table, a chilled bottle service throughout the evening and a dessert platter for the table.</p>`,
        },
        {
          key: 'CLUB',
          title: 'The Sin night club',
          subtitle: 'From {clubOpens} to {clubCloses}, 18+',
          body: `<ul>
<li><strong>Entry</strong>: ₺1,500 per person.</li>
<li><strong>Bottle offer</strong>: €500 per bottle, for a maximum of 4 guests.</li>
<li><strong>Lounges</strong> for 2, 6 or 12 persons, in two packages: ₺35,000 and ₺40,000.</li>
</ul>`,
        },
        {
          key: 'DETAILS',
          title: 'Good to know before you book',
          body: `<p>Groups of 9 or more guests: please <a href="${link('contact-us')}">contact us</a> so that we can seat you together.</p>
<p>Book online at <a href="${VENUE.booking}" onclick="alert(1)">booking.andyshow.example</a>.</p><script>alert(1)</script>
<p>The entrance closes 30 minutes before the show. There is no entry after the show has started and no refund for missed performances.</p>`,
        },
      ],
    },
    gastronomy: {
      title: 'Gastronomy',
      description:
        'Dinner before the show from {dinnerOpens} to {dinnerCloses}: Mediterranean and Turkish menus cooked on site, plus the à la carte Lobster Club, open from {lobsterClubOpens} to {lobsterClubCloses} in Lara.',
      headerAlt: 'A chef plating a starter in the open kitchen',
      sections: [
        {
          key: 'INTRO',
          title: 'Dinner before the curtain rises',
          subtitle: 'Served at your table from {dinnerOpens} to {dinnerCloses}',
          body: `<p>Our kitchen cooks for up to 1,000 guests a night without ever reaching for a shortcut. Menus follow the seasons of the Turkish Riviera: mezze with olive oil from the Taurus foothills, line-caught fish from the Gulf of Antalya and slow-cooked lamb from the highland villages.</p>`,
        },
        {
          key: 'MENUS',
          title: 'Menus for every table',
          body: `<ul>
<li>Three- and four-course set menus, depending on your package</li>
<li>A chef's tasting menu with the Platinum package</li>
<li>Vegetarian, vegan and children's menus on request</li>
<li>Gluten-free and allergen-aware dishes: tell us when you book</li>
</ul>`,
        },
        {
          key: 'LOBSTER_CLUB',
          title: 'Lobster Club',
          subtitle: 'À la carte from {lobsterClubOpens} to {lobsterClubCloses}',
          body: `<p>Not joining the show? The Lobster Club is our à la carte seafood restaurant on the terrace: lobster from the grill, sea bass baked in salt and a wine list that favours Anatolian vineyards. Reservations are recommended on weekends.</p>`,
        },
        {
          key: 'CTA',
          title: 'Book a table',
          body: `<p>Reserve dinner and show together on <a href="${VENUE.booking}">booking.andyshow.example</a>, or call the Lobster Club on {phone}.</p>`,
        },
      ],
    },
    'contact-us': {
      title: 'Contact Us',
      description:
        'Address, access, opening hours and house rules of Andy Show in Lara, Antalya. Call {phone} or write to {email} for tables and groups.',
      headerAlt: 'The entrance of the Andy Show building at dusk',
      sections: [
        {
          key: 'ADDRESS',
          title: 'Address and access',
          subtitle: 'In the heart of Lara',
          body: `<p><strong>Andy Show Theatre</strong><br>{address}</p>
<p>We are on Lara Caddesi, a short taxi ride from Antalya Airport and from the hotels of Lara and Kundu. Free parking is available for guests; many hotels of Aurora Hotels Group offer a shuttle, ask at your reception.</p>`,
        },
        {
          key: 'CONTACT',
          title: 'Contact',
          body: `<ul>
<li>Phone: {phone}</li>
<li>E-mail: {email}</li>
<li>Online booking: <a href="${VENUE.booking}">booking.andyshow.example</a></li>
</ul>`,
        },
        {
          key: 'HOURS',
          title: 'Opening hours',
          body: `${evening}
<p>Lobster Club (à la carte): {lobsterClubHours}.</p>`,
        },
        {
          key: 'RULES',
          title: 'House rules',
          body: `<ul>
<li>The entrance closes 30 minutes before the show; there is no entry after the show has started and no refund.</li>
<li>Children are welcome at the dinner show from age 6; we recommend the show for ages 8 and over.</li>
<li>The Sin night club and all events are for guests aged 18 and over; please carry photo ID.</li>
<li>No photos or video during the show.</li>
<li>Bags larger than 16 litres cannot be taken into the theatre.</li>
</ul>`,
        },
      ],
    },
    'the-sin': {
      title: 'The Sin Night Club',
      description:
        'The Sin, the night club of Andy Show in Lara, Antalya: resident DJs, themed nights, bottle service and lounges for 2, 6 or 12 guests, from {clubOpens} to {clubCloses}, 18+.',
      headerAlt: 'Dancers under red lights on the dance floor of The Sin',
      sections: [
        {
          key: 'INTRO',
          title: 'When the curtain falls, The Sin begins',
          subtitle: 'Every night from {clubOpens} to {clubCloses}',
          body: `<p>Half an hour after the final bow, the doors of The Sin open below the theatre. Resident DJs, guest performers from the show and a sound system built for 1,200 guests turn the evening into a night out.</p>`,
        },
        {
          key: 'NIGHTS',
          title: 'Themed nights',
          body: `<p>Neon, black and gold, Latin, the 90s: our themed nights change with the season. See what is coming up on the <a href="${link('events-concerts')}">events &amp; concerts</a> page.</p>`,
        },
        {
          key: 'TABLES',
          title: 'Entry, bottles and lounges',
          body: `<ul>
<li>Entry: ₺1,500 per person</li>
<li>Bottle offer: €500 per bottle, for a maximum of 4 guests</li>
<li>Lounges for 2, 6 or 12 persons: packages at ₺35,000 and ₺40,000</li>
</ul>`,
        },
        {
          key: 'RULES',
          title: 'Door policy',
          body: `<p>The Sin is strictly 18+. Please bring photo ID and dress smart; sportswear and beachwear are not admitted. The door team reserves the right of admission.</p>`,
        },
      ],
    },
    'andy-show': {
      title: 'Andy Show',
      description:
        'Andy Show: an acrobatic dinner-theatre spectacle in Antalya with over 50 artists, 270-degree projection and live music. Dinner at {dinnerOpens}, show {showOpens} to {showCloses}.',
      headerAlt: 'An aerial acrobat in a silver costume above the Andy Show stage',
      sections: [
        {
          key: 'INTRO',
          title: 'A spectacle over your dinner table',
          subtitle: 'More than 50 artists, one unforgettable evening',
          body: `<p>Aerialists glide over the tables, dancers fill the aisles and a live band drives the rhythm. Andy Show mixes circus, dance and theatre into 90 minutes of storytelling without words, so guests of every language follow every scene.</p>`,
        },
        {
          key: 'EVENING',
          title: 'The evening',
          body: evening,
        },
        {
          key: 'TECHNOLOGY',
          title: 'Built for wonder',
          subtitle: 'The technology behind the magic',
          body: `<ul>
<li>270-degree projection around the auditorium</li>
<li>1,500 m² of projection mapping</li>
<li>32 projectors of 20,000 ANSI lumens</li>
<li>An effect screen of 17 × 7 metres</li>
</ul>`,
        },
        {
          key: 'GOOD_TO_KNOW',
          title: 'Good to know',
          body: `<ul>
<li>Children are welcome from age 6; the show is best enjoyed from age 8.</li>
<li>Children aged 6–12 receive a 50 percent discount.</li>
<li>Photos and video are not allowed during the show.</li>
<li>The entrance closes 30 minutes before the show.</li>
</ul>`,
        },
      ],
    },
    faq: {
      title: 'Frequently Asked Questions',
      description:
        'Answers on tickets, children, dress code, refunds and the night club: everything to know before your evening at Andy Show and The Sin in Lara, Antalya.',
      headerAlt: 'Guests arriving in the foyer before the show',
      sections: [
        {
          key: 'SHOW',
          title: 'The show',
          body: `<h3>What time should I arrive?</h3>
<p>Doors open at {doorsOpen} and dinner is served at {dinnerOpens}. The show starts at {showOpens} and ends at {showCloses}. The entrance closes 30 minutes before the show.</p>
<h3>Can I bring children?</h3>
<p>Yes, from age 6. We recommend the show for ages 8 and over. Children aged 6–12 pay half price.</p>
<h3>May I take photos?</h3>
<p>Photos and video are not allowed during the show, for the safety of the artists and the enjoyment of other guests.</p>`,
        },
        {
          key: 'TICKETS',
          title: 'Tickets and bookings',
          body: `<h3>How much does an evening cost?</h3>
<p>Dinner-show packages cost 80, 100, 125 or €150 per person. See <a href="${link('our-offers')}">our offers</a>.</p>
<h3>We are a group of ten. Can we book online?</h3>
<p>Groups of 9 or more must contact us by phone or e-mail so that we can seat everyone together.</p>
<h3>Can I get a refund for an event ticket?</h3>
<p>Yes: a full refund up to 15 days before the event, 50 percent from 14 to 7 days before, no refund 6 days or less before. If the organiser cancels, you receive a full refund. Card commission is deducted.</p>`,
        },
        {
          key: 'CLUB',
          title: 'The Sin night club',
          body: `<h3>What is the minimum age?</h3>
<p>18. Please carry photo ID.</p>
<h3>How does the bottle offer work?</h3>
<p>A bottle costs €500 and covers a maximum of 4 guests. Lounges are available for 2, 6 or 12 persons.</p>`,
        },
        {
          key: 'VISIT',
          title: 'Your visit',
          body: `<h3>Is there a dress code?</h3>
<p>Smart casual for the show; smart for The Sin.</p>
<h3>Can I bring a bag?</h3>
<p>Yes, up to 16 litres. Larger bags cannot be taken into the theatre.</p>`,
        },
      ],
    },
    ...legalEn,
    venue: {
      title: 'The Venue',
      description:
        'A 1,000-seat theatre, a club for 1,200 guests and gala dinners for 500 in Lara, Antalya, with 270-degree projection, 150 m² of LED and five facade screens.',
      headerAlt: 'The empty auditorium with the effect screen lit in blue',
      sections: [
        {
          key: 'INTRO',
          title: 'One building, every kind of night',
          subtitle: 'Theatre, club and terrace in Lara',
          body: `<p>Our building was designed around a single idea: that a great show needs a great room. The theatre rises in tiers around the stage so every table has a clear view, and the club below it shares the same technical backbone.</p>`,
        },
        {
          key: 'CAPACITIES',
          title: 'Capacities',
          body: `<ul>
<li><strong>Theatre</strong>: 1,000 guests</li>
<li><strong>Party</strong>: 1,200 guests</li>
<li><strong>Gala dinner</strong>: 500 guests</li>
</ul>`,
        },
        {
          key: 'TECHNICAL',
          title: 'Technical data',
          body: `<ul>
<li>270-degree projection and 1,500 m² of mapping surface</li>
<li>32 projectors of 20,000 ANSI lumens</li>
<li>Effect screen of 17 × 7 m and 150 m² of LED</li>
<li>5 facade screens of 672 × 1,008 px each (3,360 × 1,008 px in total)</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Hold your event here',
          body: `<p>From product launches to weddings: see our <a href="${link('event-solutions')}">event solutions</a> or <a href="${link('proposal-request')}">request a proposal</a>.</p>`,
        },
      ],
    },
    corporate: {
      title: 'Corporate',
      description:
        'Corporate evenings at Andy Show in Antalya: incentive groups, gala dinners for up to 500 guests, launches and parties for 1,200, show and catering in-house.',
      headerAlt: 'A corporate gala dinner with branded projection on the stage',
      sections: [
        {
          key: 'INTRO',
          title: 'Evenings your team will remember',
          subtitle: 'Incentives, galas and launches',
          body: `<p>Bring your incentive group to the show, host your awards night on our stage or take over the whole building. Our in-house production team handles the show, the kitchen, the technology and the guest flow, so you deal with one partner from the first call to the last guest.</p>`,
        },
        {
          key: 'FORMATS',
          title: 'Formats',
          body: `<ul>
<li>Group bookings for the dinner show, with reserved sections</li>
<li>Gala dinners and award ceremonies for up to 500 guests</li>
<li>Conferences and product launches for up to 1,000 guests, theatre-style</li>
<li>Exclusive parties at The Sin for up to 1,200 guests</li>
</ul>`,
        },
        {
          key: 'SERVICES',
          title: 'Everything in-house',
          body: `<p>Branded projection mapping on 1,500 m², custom acts from our company of over 50 artists, fine dining, resident DJs, photo and video, and advertising space on five facade screens.</p>`,
        },
        {
          key: 'CTA',
          title: 'Let us prepare your proposal',
          body: `<p>Tell us about your event in four short steps: <a href="${link('proposal-request')}">request a proposal</a>.</p>`,
        },
      ],
    },
    'proposal-request': {
      title: 'Request a Proposal',
      description:
        'Planning a gala, a product launch or a wedding in Antalya? Tell us your date, guest count and wishes in four steps and receive a tailored proposal from us.',
      headerAlt: 'A stage set for a gala dinner with round tables',
      sections: [
        {
          key: 'INTRO',
          title: 'Your event, our stage',
          subtitle: 'Four steps, about three minutes',
          body: `<p>Tell us what you are planning and our events team will prepare a tailored proposal, including menu, technology and entertainment options.</p>
<ul>
<li><strong>Step 1</strong>: event type, guest count and preferred date</li>
<li><strong>Step 2</strong>: the services you are interested in</li>
<li><strong>Step 3</strong>: your contact details</li>
<li><strong>Step 4</strong>: review and send</li>
</ul>`,
        },
        {
          key: 'NEXT',
          title: 'What happens next',
          body: `<p>An event manager replies within one working day, usually with first questions and available dates. Prefer to talk? Call {phone}.</p>`,
        },
      ],
    },
    'events-concerts': {
      title: 'Events & Concerts',
      description:
        'Concerts, gala dinners and themed club nights at Andy Show and The Sin in Antalya. Browse upcoming and past events, check dates and book your tickets online.',
      headerAlt: 'A singer on stage in front of a packed concert audience',
      sections: [
        {
          key: 'INTRO',
          title: 'What is on',
          subtitle: 'Concerts, galas and club nights',
          body: `<p>Besides the nightly show, our stage hosts concerts by Turkish and international artists, gala dinners for the big nights of the year and themed nights at The Sin. All events are for guests aged 18 and over.</p>`,
        },
        {
          key: 'TICKETS',
          title: 'Ticket conditions',
          body: `<ul>
<li>Full refund if you cancel 15 or more days before the event</li>
<li>50 percent refund from 14 to 7 days before the event</li>
<li>No refund 6 days or less before the event</li>
<li>Full refund if the organiser cancels the event</li>
</ul>
<p>Card commission is deducted from refunds.</p>`,
        },
      ],
    },
    recruitments: {
      title: 'Careers',
      description:
        'Join the team of Andy Show and The Sin in Antalya: waiters, bartenders, cooks, stage technicians and hosts. See open positions and how to send your application.',
      headerAlt: 'Team members preparing the tables before service',
      sections: [
        {
          key: 'INTRO',
          title: 'Work with us',
          subtitle: 'A team of more than the 50 artists you see on stage',
          body: `<p>Every evening depends on waiters, bartenders, cooks, riggers, sound and light technicians, hosts and security staff. We hire for the season and all year round, and we train every new colleague.</p>`,
        },
        {
          key: 'POSITIONS',
          title: 'We are often looking for',
          body: `<ul>
<li>Waiters and head waiters with English, Russian or German</li>
<li>Bartenders for The Sin night club</li>
<li>Line cooks and pastry cooks</li>
<li>Stage, sound, light and video technicians</li>
<li>Guest relations hosts</li>
</ul>`,
        },
        {
          key: 'APPLY',
          title: 'How to apply',
          body: `<p>Send your CV to {email} with the position in the subject line. Artists, please see <a href="${link('backstage')}">backstage &amp; casting</a>.</p>`,
        },
      ],
    },
    backstage: {
      title: 'Backstage & Casting',
      description:
        'Behind the scenes of Andy Show: meet the acrobats, dancers and crew, and find out how performers can apply to our castings in Antalya with a showreel.',
      headerAlt: 'Artists warming up backstage between costume racks',
      sections: [
        {
          key: 'INTRO',
          title: 'Behind the curtain',
          subtitle: 'Where the magic is rehearsed',
          body: `<p>Our company of over 50 artists trains six days a week in our own rehearsal hall. Coaches, riggers and a physiotherapist keep every routine safe, while wardrobe and make-up prepare hundreds of costumes each night.</p>`,
        },
        {
          key: 'CASTING',
          title: 'Casting',
          subtitle: 'Acrobats, aerialists, dancers and singers',
          body: `<p>We cast once a year for the following season and fill single roles all year round. We look for:</p>
<ul>
<li>Aerialists (straps, silks, hoop) and hand-to-hand acrobats</li>
<li>Dancers with jazz, contemporary or urban training</li>
<li>Singers and live musicians</li>
</ul>`,
        },
        {
          key: 'APPLY',
          title: 'Send your showreel',
          body: `<p>Write to {email} with the subject “Casting”, a short CV, photos and a link to your showreel.</p>`,
        },
      ],
    },
    'event-solutions': {
      title: 'Event Solutions',
      description:
        'MICE and private events in Antalya: galas for 500, conferences for 1,000, parties for 1,200, with 270-degree projection, 150 m² LED, in-house catering and show.',
      headerAlt: 'A product launch with projection mapping across the stage',
      sections: [
        {
          key: 'INTRO',
          title: 'A venue that is also a production house',
          subtitle: 'Meetings, incentives, conferences and events',
          body: `<p>Andy Show combines a theatre, a club, a kitchen and a production team. We plan, build and run your event under one roof, with the same crew that stages our show every night.</p>`,
        },
        {
          key: 'TYPES',
          title: 'Event types',
          body: `<ul>
<li>Galas and award ceremonies</li>
<li>Product launches</li>
<li>Corporate networking</li>
<li>Conferences and panels</li>
<li>Weddings and celebrations</li>
<li>Concerts and shows</li>
</ul>`,
        },
        {
          key: 'INFRASTRUCTURE',
          title: 'Infrastructure',
          body: `<ul>
<li>Capacities: theatre 1,000, party 1,200, gala dinner 500</li>
<li>270-degree projection, 1,500 m² mapping, 32 projectors of 20,000 ANSI lumens</li>
<li>Effect screen 17 × 7 m, 150 m² LED</li>
<li>5 facade screens of 672 × 1,008 px (3,360 × 1,008 px in total)</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Get a quote',
          body: `<p>Share your date and guest count and we will come back with a proposal: <a href="${link('proposal-request')}">request a proposal</a>.</p>`,
        },
      ],
    },
    'thank-you': {
      title: 'Thank You',
      description:
        'Thank you for your request. Our events team at Andy Show in Antalya has received it and will reply within one working day. You will return home shortly.',
      headerAlt: 'Confetti falling over the stage at the end of the show',
      sections: [
        {
          key: 'INTRO',
          title: 'Your request has been received',
          body: `<p>Thank you. An event manager will get back to you within one working day. You will be redirected to the home page in 5 seconds.</p>`,
        },
        {
          key: 'NEXT',
          title: 'In the meantime',
          body: `<p>Take a look at <a href="${link('venue')}">the venue</a> or upcoming <a href="${link('events-concerts')}">events &amp; concerts</a>.</p>`,
        },
      ],
    },
    customize: {
      title: 'Customise Your Evening',
      description:
        'Make your evening at Andy Show your own: premium locations, a champagne set for up to 6 guests, celebration touches and a lounge at The Sin for 2, 6 or 12.',
      headerAlt: 'A table decorated for a birthday with a cake and sparklers',
      sections: [
        {
          key: 'INTRO',
          title: 'Your night, your way',
          subtitle: 'Add-ons for birthdays, anniversaries and proposals',
          body: `<p>Start from any dinner-show package and add what makes the evening yours. Tell us the occasion when you book and our hosts will take care of the rest.</p>`,
        },
        {
          key: 'OPTIONS',
          title: 'Popular choices',
          body: `<ul>
<li>Premium location at 150, 200 or €250 per person</li>
<li>Champagne set for up to 6 guests: €2,500</li>
<li>Birthday cake, flowers or a personal message on the screen before the show</li>
<li>A lounge at The Sin for 2, 6 or 12 persons</li>
</ul>`,
        },
        {
          key: 'CTA',
          title: 'Ask our hosts',
          body: `<p>Call {phone} or write to {email}.</p>`,
        },
      ],
    },
    schedule: {
      title: 'Schedule',
      description:
        'The evening at Andy Show in Antalya, hour by hour: doors at {doorsOpen}, dinner {dinnerHours}, show {showHours}, The Sin {clubHours}, Lobster Club {lobsterClubOpens} to {lobsterClubCloses}.',
      headerAlt: 'The stage clock and the lit auditorium before the show',
      sections: [
        {
          key: 'INTRO',
          title: 'Hour by hour',
          subtitle: 'Every show night',
          body: `${evening}
<p>Lobster Club (à la carte): {lobsterClubHours}.</p>`,
        },
        {
          key: 'CALENDAR',
          title: 'Show nights and special dates',
          body: `<p>Concerts and galas sometimes replace the regular show. Check the calendar on <a href="${link('events-concerts')}">events &amp; concerts</a> before you book.</p>`,
        },
      ],
    },
    nightClub: {
      title: 'Night Club',
      description:
        'The Sin night club in Lara, Antalya, open from {clubOpens} to {clubCloses} for guests aged 18 and over: entry ₺1,500, bottles for up to 4 guests and lounges to reserve.',
      headerAlt: 'The DJ booth of The Sin in a haze of purple light',
      sections: [
        {
          key: 'INTRO',
          title: 'The Sin',
          subtitle: '{clubHours}, 18+',
          body: `<p>The night club of Andy Show: resident DJs, themed nights and performers from the show, right below the theatre.</p>`,
        },
        {
          key: 'TABLES',
          title: 'Reservations',
          body: `<ul>
<li>Entry: ₺1,500</li>
<li>Bottle: €500 (maximum 4 guests)</li>
<li>Lounges for 2, 6 or 12 persons: ₺35,000 or ₺40,000</li>
</ul>`,
        },
      ],
    },
    gastronomyBackUp: {
      title: 'Gastronomy',
      description:
        'Dinner at Andy Show in Antalya from {dinnerOpens} to {dinnerCloses} with seasonal Mediterranean menus, and the Lobster Club serving seafood à la carte from {lobsterClubOpens} to {lobsterClubCloses}.',
      headerAlt: 'Grilled lobster served on the terrace of the Lobster Club',
      sections: [
        {
          key: 'INTRO',
          title: 'Dinner and show',
          subtitle: '{dinnerHours}',
          body: `<p>Set menus of three or four courses, cooked on site and served at your table before the show.</p>`,
        },
        {
          key: 'LOBSTER_CLUB',
          title: 'Lobster Club',
          subtitle: '{lobsterClubHours}',
          body: `<p>Our à la carte seafood restaurant on the terrace, open every evening.</p>`,
        },
      ],
    },
  },
};
