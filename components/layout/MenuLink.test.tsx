// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuLink } from './MenuLink';

describe('MenuLink', () => {
  it('marks a German menu item that leads to an English page with hreflang="en"', () => {
    render(
      <>
        <MenuLink locale="de" url="/about-us">
          Über uns
        </MenuLink>
        <MenuLink locale="de" url="/event-solutions">
          Eventlösungen
        </MenuLink>
        <MenuLink locale="de" url="/delivery">
          Lieferung
        </MenuLink>
        <MenuLink locale="tr" url="/about-us">
          Hakkımızda
        </MenuLink>
      </>,
    );
    const about = screen.getByRole('link', { name: 'Über uns' });
    expect(about.getAttribute('href')).toBe('/about-us');
    expect(about.getAttribute('hreflang')).toBe('en');
    const solutions = screen.getByRole('link', { name: 'Eventlösungen' });
    expect(solutions.getAttribute('href')).toBe('/de/event-solutions');
    expect(solutions.hasAttribute('hreflang')).toBe(false);
    // An English path that merely starts with "de" is still English.
    expect(screen.getByRole('link', { name: 'Lieferung' }).getAttribute('hreflang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Hakkımızda' }).hasAttribute('hreflang')).toBe(false);
  });
});
