/** Cache tags of provider data; the revalidation webhook builds the same strings. */
export const tags = {
  all: 'provider',
  page: (lang: string, url: string) => `page:${lang}:${url}`,
  menus: (lang: string) => `menus:${lang}`,
  events: (lang: string) => `events:${lang}`,
  event: (lang: string, slug: string) => `event:${lang}:${slug}`,
  settings: 'settings',
};
