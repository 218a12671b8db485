/**
 * Venue facts shown across the site (docs/product.md §9); one place so header, footer and JSON-LD
 * agree.
 */
export const site = {
  name: 'Andy Show',
  club: 'The Sin',
  group: 'Aurora Hotels Group',
  groupUrl: 'https://aurorahotels.example',
  phone: '+90 242 555 04 04',
  phoneHref: 'tel:+902425550404',
  email: 'info@andyshow.example',
  whatsappHref: 'https://wa.me/902425550404',
  telegramHref: 'https://t.me/andyshow_example',
  mapHref: 'https://maps.google.com/?q=36.8547,30.8412',
  address: {
    street: 'Kemerağzı Mah. 1453 Sok. No: 4',
    locality: 'Aksu',
    region: 'Antalya',
    postalCode: '07112',
    country: 'TR',
  },
  geo: { latitude: 36.8547, longitude: 30.8412 },
  social: {
    instagram: 'https://instagram.com/andyshow.example',
    facebook: 'https://facebook.com/andyshow.example',
    youtube: 'https://youtube.com/@andyshow.example',
    maps: 'https://maps.google.com/?q=36.8547,30.8412',
  },
  // Read literally (no zod) so client components can import this file cheaply; lib/env.ts validates it.
  bookingUrl: process.env.NEXT_PUBLIC_BOOKING_URL || 'https://booking.andyshow.example',
} as const;
