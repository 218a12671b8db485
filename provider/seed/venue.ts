import { SEED_SETTINGS } from './settings';

const { phone, email, address } = SEED_SETTINGS;

/** Contact facts used across the seed content: the seeded settings, so the two never disagree. */
export const VENUE = {
  phone,
  phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`,
  mail: email,
  mailHref: `mailto:${email}`,
  booking: 'https://booking.andyshow.example',
  group: 'https://aurorahotels.example',
  street: address.street,
  city: `${address.postalCode} ${address.locality} / ${address.region}`,
} as const;
