import type { Service } from '@/lib/consent/categories';
import { mediaHosts, type Env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import type { ThirdParties } from '@/lib/security/headers';

/**
 * The chat script of one widget: `{id}` in the template is replaced by the widget id; without it the
 * id is appended as the last path segment (the form of most vendors, e.g. `…/widget/<id>`).
 */
export function chatScriptUrl(template: string, widgetId: string): string {
  const id = encodeURIComponent(widgetId);
  if (template.includes('{id}')) return template.replaceAll('{id}', id);
  const url = new URL(template);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${id}`;
  return url.toString();
}

export function gaScriptUrl(base: string, id: string): string {
  const url = new URL(base);
  url.searchParams.set('id', id);
  return url.toString();
}

const chatWidgets: Record<Locale, (env: Env) => string | undefined> = {
  en: (env) => env.NEXT_PUBLIC_CHAT_WIDGET_EN,
  tr: (env) => env.NEXT_PUBLIC_CHAT_WIDGET_TR,
  ru: (env) => env.NEXT_PUBLIC_CHAT_WIDGET_RU,
  // docs/product.md §1: the chat is configured for en, tr and ru only.
  de: () => undefined,
};

export type IntegrationsConfig = {
  analytics: { id: string; scriptUrl: string } | null;
  chat: { widgetId: string; scriptUrl: string } | null;
  /** Services configured for any language: the banner's categories stay the same across languages. */
  services: Service[];
};

/** What the third parties need on a page of `locale`, from the run-time environment. */
export function integrationsConfig(env: Env, locale: Locale): IntegrationsConfig {
  const analytics = env.NEXT_PUBLIC_GA_ID
    ? {
        id: env.NEXT_PUBLIC_GA_ID,
        scriptUrl: gaScriptUrl(env.GA_SCRIPT_URL, env.NEXT_PUBLIC_GA_ID),
      }
    : null;
  const template = env.NEXT_PUBLIC_CHAT_SCRIPT_URL;
  const widgetId = chatWidgets[locale](env);
  const chat =
    template && widgetId ? { widgetId, scriptUrl: chatScriptUrl(template, widgetId) } : null;
  const services: Service[] = [];
  if (analytics) services.push('analytics');
  if (anyChat(env)) services.push('chat');
  return { analytics, chat, services };
}

/** Whether the chat is on in some language: a script and a widget id. */
function anyChat(env: Env): boolean {
  const template = env.NEXT_PUBLIC_CHAT_SCRIPT_URL;
  return Boolean(template) && Object.values(chatWidgets).some((widget) => widget(env));
}

/** The third parties a page of this process may reach (the CSP's allowances, lib/security/headers.ts). */
export function thirdPartiesOf(env: Env): ThirdParties {
  return {
    analytics: env.NEXT_PUBLIC_GA_ID ? { scriptUrl: env.GA_SCRIPT_URL } : undefined,
    chat:
      anyChat(env) && env.NEXT_PUBLIC_CHAT_SCRIPT_URL
        ? { scriptUrl: env.NEXT_PUBLIC_CHAT_SCRIPT_URL }
        : undefined,
    recaptcha: Boolean(env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY),
    maps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_KEY),
    mediaOrigins: [...new Set(mediaHosts(env).map((url) => url.origin))],
  };
}
