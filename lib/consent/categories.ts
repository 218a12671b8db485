/**
 * Consent categories of the cookie banner and the services waiting for each. Necessary cookies
 * (language, the consent choice itself) need no consent; analytics and chat wait for theirs.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'functionality'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type Service = 'analytics' | 'chat';

export const serviceCategory: Record<Service, ConsentCategory> = {
  analytics: 'analytics',
  chat: 'functionality',
};

/** Categories the banner offers for the configured services (necessary always, first). */
export function categoriesFor(services: readonly Service[]): ConsentCategory[] {
  const wanted = new Set(services.map((service) => serviceCategory[service]));
  return CONSENT_CATEGORIES.filter((category) => category === 'necessary' || wanted.has(category));
}

/** Whether a service may run, given the categories the visitor accepted. */
export function allows(accepted: readonly string[], service: Service): boolean {
  return accepted.includes(serviceCategory[service]);
}

type Grant = 'granted' | 'denied';

/** Google consent mode for the accepted categories: this site never uses advertising storage. */
export function googleConsent(accepted: readonly string[]): {
  analytics_storage: Grant;
  ad_storage: Grant;
  ad_user_data: Grant;
  ad_personalization: Grant;
} {
  return {
    analytics_storage: allows(accepted, 'analytics') ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}
