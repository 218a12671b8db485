// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewBar } from './PreviewBanner.client';

let pathname = '/tr/hakkimizda';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

afterEach(cleanup);

describe('PreviewBar', () => {
  it('labels itself and links the exit back to the page being previewed', () => {
    render(<PreviewBar label="Önizleme" text="Taslakları görüyorsunuz." exitLabel="Çık" />);
    const bar = screen.getByRole('complementary', { name: 'Önizleme' });
    expect(bar.textContent).toContain('Taslakları görüyorsunuz.');
    expect(screen.getByRole('link', { name: 'Çık' }).getAttribute('href')).toBe(
      '/api/draft/exit?path=%2Ftr%2Fhakkimizda',
    );
  });

  it('falls back to the home page when the path is unknown', () => {
    pathname = '';
    render(<PreviewBar label="Preview" text="Drafts." exitLabel="Exit preview" />);
    expect(screen.getByRole('link', { name: 'Exit preview' }).getAttribute('href')).toBe(
      '/api/draft/exit?path=%2F',
    );
  });
});
