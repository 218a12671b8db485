import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { chatScriptUrl, gaScriptUrl, integrationsConfig } from './config';
import { locales } from '@/lib/i18n/locales';

describe('integrationsConfig', () => {
  it('switches every third party off when nothing is set', () => {
    for (const locale of locales) {
      expect(integrationsConfig(parseEnv({}), locale)).toEqual({
        analytics: null,
        chat: null,
        services: [],
      });
    }
  });

  it('builds the analytics script url from GA_SCRIPT_URL (default Google)', () => {
    const real = integrationsConfig(parseEnv({ NEXT_PUBLIC_GA_ID: 'G-ABC' }), 'en');
    expect(real.analytics).toEqual({
      id: 'G-ABC',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC',
    });
    const local = integrationsConfig(
      parseEnv({ NEXT_PUBLIC_GA_ID: 'G-ABC', GA_SCRIPT_URL: 'http://127.0.0.1:9/gtag.js' }),
      'en',
    );
    expect(local.analytics?.scriptUrl).toBe('http://127.0.0.1:9/gtag.js?id=G-ABC');
    expect(local.services).toEqual(['analytics']);
  });

  const chatEnv = parseEnv({
    NEXT_PUBLIC_CHAT_SCRIPT_URL: 'https://chat.example/widget',
    NEXT_PUBLIC_CHAT_WIDGET_EN: 'w-en',
    NEXT_PUBLIC_CHAT_WIDGET_TR: 'w-tr',
  });

  it('picks the chat widget of the language; none for German or an unconfigured language', () => {
    expect(integrationsConfig(chatEnv, 'en').chat).toEqual({
      widgetId: 'w-en',
      scriptUrl: 'https://chat.example/widget/w-en',
    });
    expect(integrationsConfig(chatEnv, 'tr').chat?.widgetId).toBe('w-tr');
    expect(integrationsConfig(chatEnv, 'ru').chat).toBeNull();
    expect(integrationsConfig(chatEnv, 'de').chat).toBeNull();
    // The banner asks for chat consent in every language, so one choice holds across them.
    expect(integrationsConfig(chatEnv, 'de').services).toEqual(['chat']);
  });

  it('needs both the script url and a widget id for chat', () => {
    expect(integrationsConfig(parseEnv({ NEXT_PUBLIC_CHAT_WIDGET_EN: 'w' }), 'en').chat).toBeNull();
    expect(
      integrationsConfig(parseEnv({ NEXT_PUBLIC_CHAT_SCRIPT_URL: 'https://c.example/x' }), 'en')
        .services,
    ).toEqual([]);
  });
});

describe('script urls', () => {
  it('puts the widget id in place of {id}, else as the last path segment', () => {
    expect(chatScriptUrl('https://c.example/chat.js?widget={id}', 'a b')).toBe(
      'https://c.example/chat.js?widget=a%20b',
    );
    expect(chatScriptUrl('https://code.example/widget/', 'XyZ')).toBe(
      'https://code.example/widget/XyZ',
    );
    expect(chatScriptUrl('https://embed.example/123', '1abc')).toBe(
      'https://embed.example/123/1abc',
    );
  });

  it('adds the measurement id to the gtag url', () => {
    expect(gaScriptUrl('https://www.googletagmanager.com/gtag/js', 'G-1')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    );
  });
});
