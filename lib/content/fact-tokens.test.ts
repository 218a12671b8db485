import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '@/lib/site';
import { fillFactsInHtml, fillFactsInText, unknownFactNames, type FactFill } from './fact-tokens';
import { factLinks, factNames, factValues } from './venue-facts';

const facts = defaultSiteFacts();
const visitor: FactFill = {
  values: factValues('en', facts),
  links: factLinks(facts),
  preview: false,
};
const editor: FactFill = { ...visitor, preview: true };

describe('venue facts in editor text', () => {
  it('fills each name with the value the page’s language writes', () => {
    expect(fillFactsInText('The Sin: {clubHours}, doors {doorsOpen}. Call {phone}.', visitor)).toBe(
      'The Sin: 23:00–03:00, doors 19:30. Call +90 242 310 40 40.',
    );
    const russian = { ...visitor, values: factValues('ru', facts) };
    expect(fillFactsInText('{address}', russian)).toContain('Турция');
  });

  it('never shows visitors braces: an unknown name is left out, its sentence tidied', () => {
    expect(fillFactsInText('Open until {clubClose} every night.', visitor)).toBe(
      'Open until every night.',
    );
    expect(fillFactsInText('Open until {clubClose}.', visitor)).toBe('Open until.');
    expect(fillFactsInText('Open until {clubClose}.', editor)).toBe('Open until {clubClose}.');
  });

  it('leaves braces that name nothing alone', () => {
    expect(fillFactsInText('A {  } and {50% off} and {', visitor)).toBe(
      'A {  } and {50% off} and {',
    );
    expect(unknownFactNames('{phone} {hours.club} {clubhours}', factNames)).toEqual(['clubhours']);
  });
});

describe('venue facts in editor HTML', () => {
  it('links a phone and an e-mail, not inside a link the editor made', () => {
    expect(fillFactsInHtml('<p>Call {phone} or write to {email}.</p>', visitor)).toBe(
      '<p>Call <a href="tel:+902423104040">+90 242 310 40 40</a> or write to <a href="mailto:info@andyshow.example">info@andyshow.example</a>.</p>',
    );
    expect(
      fillFactsInHtml('<p><a href="/contact-us">Call {phone}</a> {clubHours}</p>', visitor),
    ).toBe('<p><a href="/contact-us">Call +90 242 310 40 40</a> 23:00–03:00</p>');
    expect(fillFactsInHtml('<p>{whatsapp}</p>', visitor)).toBe(
      '<p><a href="https://wa.me/905324104040" target="_blank" rel="noopener noreferrer">+90 532 410 40 40</a></p>',
    );
  });

  it('fills a link’s target with the fact’s address', () => {
    expect(
      fillFactsInHtml('<a href="tel:{phone}">us</a> <a href="mailto:{email}">mail</a>', visitor),
    ).toBe('<a href="tel:+902423104040">us</a> <a href="mailto:info@andyshow.example">mail</a>');
  });

  it('escapes the values and marks an unknown name for the editor only', () => {
    const odd = { ...visitor, values: { ...visitor.values, email: 'a&b<c>@x.example' } };
    expect(fillFactsInHtml('<p>{email}</p>', { ...odd, links: {} })).toBe(
      '<p>a&amp;b&lt;c&gt;@x.example</p>',
    );
    expect(fillFactsInHtml('<p>Until {clubClose}.</p>', visitor)).toBe('<p>Until .</p>');
    expect(fillFactsInHtml('<p>Until {clubClose}.</p>', editor)).toBe(
      '<p>Until <mark data-unknown-fact title="Unknown fact: visitors do not see this">{clubClose}</mark>.</p>',
    );
  });
});
