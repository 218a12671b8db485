import type { SettingsDocument } from '../types';

/**
 * The venue's contact facts as the seed ships them. The phone numbers are in the Antalya (0242) and
 * Turkish mobile formats but invented; the domain and the social handles are placeholders (the
 * product spec names none) for editors to replace through the admin API.
 */
export const SEED_SETTINGS: SettingsDocument = {
  phone: '+90 242 310 40 40',
  email: 'info@andyshow.example',
  messengers: {
    whatsapp: 'https://wa.me/905324104040',
    telegram: 'https://t.me/andyshow_antalya',
  },
  social: {
    instagram: 'https://www.instagram.com/andyshow.antalya',
    facebook: 'https://www.facebook.com/andyshow.antalya',
    youtube: 'https://www.youtube.com/@andyshow.antalya',
  },
  address: {
    street: 'Lara Caddesi No. 404, Güzeloba',
    locality: 'Muratpaşa',
    region: 'Antalya',
    postalCode: '07230',
    country: 'TR',
  },
  geo: { latitude: 36.8621, longitude: 30.7723 },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=36.8621,30.7723',
  openingHours: [
    {
      key: 'show',
      opens: '20:00',
      closes: '22:30',
      label: { en: 'Dinner show', tr: 'Yemekli gösteri', ru: 'Ужин и шоу', de: 'Dinnershow' },
    },
    {
      key: 'club',
      opens: '23:00',
      closes: '03:00',
      label: {
        en: 'The Sin night club',
        tr: 'The Sin gece kulübü',
        ru: 'Ночной клуб The Sin',
        de: 'Nachtclub The Sin',
      },
    },
    {
      key: 'lobster-club',
      opens: '19:00',
      closes: '24:00',
      label: {
        en: 'Lobster Club à la carte',
        tr: 'Lobster Club à la carte',
        ru: 'Lobster Club à la carte',
        de: 'Lobster Club à la carte',
      },
    },
  ],
};
