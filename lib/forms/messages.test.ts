import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { errorKeys } from '@/lib/validation/validators';

type Tree = { [key: string]: string | Tree };
const all = { en, tr, ru, de } as Record<string, Tree>;
const namespaces = ['Forms', 'Proposal', 'ThankYou'];

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function translator(locale: string) {
  return createTranslator({ locale, messages: all[locale] as never });
}

describe('form messages', () => {
  it('German has every key of the forms, the proposal and the thank-you page', () => {
    const own = new Set(keys(de as Tree));
    const needed = keys(en as Tree).filter((key) =>
      namespaces.some((ns) => key.startsWith(`${ns}.`)),
    );
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter((key) => !own.has(key))).toEqual([]);
  });

  it('has a message for every validation key in every language', () => {
    for (const locale of Object.keys(all)) {
      const t = translator(locale);
      for (const key of errorKeys)
        expect(t(`Forms.errors.${key}` as never)).not.toMatch(/^Forms\./);
    }
  });

  it('keeps the texts docs/product.md §5 and §8 give', () => {
    const t = translator('en');
    expect(t('Forms.errors.required' as never)).toBe('This field is required.');
    expect(t('Forms.errors.alpha' as never)).toBe('This field only contains [a-zA-Z]');
    expect(t('Forms.errors.email' as never)).toBe('Enter a valid e-mail address');
    expect(t('Forms.errors.phone' as never)).toBe('Enter a valid phone number');
    expect(t('Forms.errors.consent' as never)).toBe('You must accept the Privacy Policy.');
    expect(t('Forms.errors.newsletterConsent' as never)).toBe(
      'Please, confirm to agree with receiving regular news.',
    );
    expect(t('Forms.newsletter.success' as never)).toBe('You have subscribed to the newsletter.');
    expect(t('Forms.status.failure' as never)).toBe('Something went wrong.');
    expect(t('Forms.contact.success' as never)).toBe('Your message has been sent.');
    expect(t('Proposal.failure' as never)).toBe(
      'An error occurred while submitting the form. Please try again.',
    );
    // The spec's words; a no-break space binds the number to its noun (docs/glossary.md).
    expect(t('Proposal.redirect' as never, { seconds: 5 } as never)).toBe(
      'You will be redirected in 5\u00a0seconds',
    );
    const turkish = translator('tr');
    expect(turkish('Forms.newsletter.success' as never)).toBe('Bültene abone oldunuz.');
    expect(turkish('Forms.status.failure' as never)).toBe('Bir şeyler yanlış gitti.');
    expect(turkish('Forms.contact.success' as never)).toBe('Mesajınız gönderildi.');
    expect(turkish('Proposal.success' as never)).toBe(
      'Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
    );
    const german = translator('de');
    expect(german('Proposal.success' as never)).toBe(
      'Ihre Anfrage wurde erfolgreich übermittelt! Wir werden uns in Kürze bei Ihnen melden.',
    );
    expect(german('Proposal.failure' as never)).toBe(
      'Bei der Übermittlung des Formulars ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
    expect(german('Proposal.datePlaceholder' as never)).toBe('mm/dd/yyyy');
  });

  it('formats the countdown with the right plural in every language', () => {
    expect(translator('en')('ThankYou.redirect' as never, { seconds: 1 } as never)).toBe(
      'You will be redirected in 1\u00a0second',
    );
    const russian = translator('ru');
    expect(russian('ThankYou.redirect' as never, { seconds: 5 } as never)).toBe(
      'Вы будете перенаправлены через 5\u00a0секунд',
    );
    expect(russian('ThankYou.redirect' as never, { seconds: 3 } as never)).toBe(
      'Вы будете перенаправлены через 3\u00a0секунды',
    );
    expect(russian('ThankYou.redirect' as never, { seconds: 1 } as never)).toBe(
      'Вы будете перенаправлены через 1\u00a0секунду',
    );
    expect(translator('tr')('ThankYou.redirect' as never, { seconds: 4 } as never)).toBe(
      '4\u00a0saniye içinde yönlendirileceksiniz',
    );
    expect(translator('de')('ThankYou.redirect' as never, { seconds: 2 } as never)).toBe(
      'Sie werden in 2\u00a0Sekunden weitergeleitet',
    );
  });

  it('every form message formats in every language (no broken ICU syntax)', () => {
    for (const locale of Object.keys(all)) {
      const t = translator(locale);
      const own = keys(all[locale]!).filter((key) =>
        namespaces.some((ns) => key.startsWith(`${ns}.`)),
      );
      for (const key of own) {
        const text = t.markup(
          key as never,
          {
            seconds: 2,
            current: 1,
            total: 4,
            step: 'x',
            link: (chunks: string) => chunks,
          } as never,
        );
        expect(text, `${locale} ${key}`).not.toMatch(/^(Forms|Proposal|ThankYou)\./);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });
});
