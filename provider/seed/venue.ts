/** Contact facts used across the seed content. */
export const VENUE = {
  phone: '+90 242 555 04 04',
  phoneHref: 'tel:+902425550404',
  mail: 'info@andyshow.example',
  mailHref: 'mailto:info@andyshow.example',
  booking: 'https://booking.andyshow.example',
  group: 'https://aurorahotels.example',
  street: 'Lara Caddesi No. 404, Güzeloba',
  city: '07230 Muratpaşa / Antalya',
} as const;
