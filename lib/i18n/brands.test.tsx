import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Brands } from '@/components/i18n/Brands';
import { splitBrands } from './brands';

describe('brand names', () => {
  it('cuts text into brand names and the words around them, Turkish suffixes outside', () => {
    expect(splitBrands('The Sin’e girin')).toEqual([
      { text: 'The Sin', brand: true },
      { text: '’e girin', brand: false },
    ]);
    expect(splitBrands('Tripadvisor puanı · Google Reviews')).toEqual([
      { text: 'Tripadvisor', brand: true },
      { text: ' puanı · ', brand: false },
      { text: 'Google Reviews', brand: true },
    ]);
    // Inside another word a name is no name.
    expect(splitBrands('Goldene Silvernacht Sinfonie')).toEqual([
      { text: 'Goldene Silvernacht Sinfonie', brand: false },
    ]);
    expect(splitBrands('')).toEqual([]);
    // English loanwords the glossary keeps, lower-case or capitalised, are marked apart from names.
    expect(splitBrands('Resident DJ’ler ve video mapping')).toEqual([
      { text: 'Resident DJ', brand: false, loanword: true },
      { text: '’ler ve ', brand: false },
      { text: 'video mapping', brand: false, loanword: true },
    ]);
  });

  it('marks brand names lang="en" so CSS uppercase under lang="tr" keeps the dotless I', () => {
    expect(renderToStaticMarkup(<Brands>{'The Sin gece kulübü'}</Brands>)).toBe(
      '<span lang="en" translate="no">The Sin</span> gece kulübü',
    );
    expect(renderToStaticMarkup(<Brands>{'Fine dining ve resident DJ’ler'}</Brands>)).toBe(
      '<span lang="en">Fine dining</span> ve <span lang="en">resident DJ</span>’ler',
    );
    expect(
      renderToStaticMarkup(
        <Brands>
          {'Gece '}
          <b>The Sin</b>
          {null}
        </Brands>,
      ),
    ).toBe('Gece <b>The Sin</b>');
  });
});
