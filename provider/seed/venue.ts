/**
 * Addresses used across the seed content. The venue facts (phone, e-mail, address, hours) are not
 * here: the seed's copy names them with tokens (`{phone}`, docs/provider-contract.md) that the site
 * fills in from the settings.
 */
export const VENUE = {
  booking: 'https://booking.andyshow.example',
  group: 'https://aurorahotels.example',
} as const;
