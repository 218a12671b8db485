// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
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

  it('shows a German visitor that the page is in English, and tells screen readers', () => {
    const { container } = render(
      <>
        <MenuLink locale="de" url="/about-us" inEnglish="(auf Englisch)">
          Über uns
        </MenuLink>
        <MenuLink locale="de" url="/event-solutions" inEnglish="(auf Englisch)">
          Eventlösungen
        </MenuLink>
        <MenuLink locale="ru" url="/about-us" inEnglish="(на английском)">
          О нас
        </MenuLink>
      </>,
    );
    const about = within(container).getByRole('link', { name: 'Über uns (auf Englisch)' });
    expect(about.textContent).toBe('Über uns EN(auf Englisch)');
    expect(within(container).getByRole('link', { name: 'Eventlösungen' }).textContent).toBe(
      'Eventlösungen',
    );
    expect(within(container).getByRole('link', { name: 'О нас' }).textContent).toBe('О нас');
  });
});
