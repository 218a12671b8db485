// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '@/lib/shell/chunk-reload';
import { NAVIGATION_FAILED } from '@/lib/shell/progress';
import ErrorPage from './error';

describe('the error boundary', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, reload },
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('marks the navigation failed (red progress bar) and shows the 500 page', () => {
    const failed = vi.fn();
    window.addEventListener(NAVIGATION_FAILED, failed);
    render(<ErrorPage error={new Error('boom')} />);
    expect(failed).toHaveBeenCalledOnce();
    expect(screen.getByText('Internal Server Error !')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    window.removeEventListener(NAVIGATION_FAILED, failed);
  });

  it.each([
    ['tr', 'İç Sunucu Hatası'],
    ['ru', 'Внутренняя ошибка сервера'],
    ['de', 'Interner Serverfehler'],
  ])('titles the 500 page in the page language (%s)', (lang, title) => {
    document.documentElement.lang = lang;
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.queryByText('Internal Server Error !')).toBeNull();
    document.documentElement.lang = '';
  });

  it.each([
    ['tr', '/tr'],
    ['ru', '/ru'],
    ['de', '/'],
    ['en', '/'],
  ])('links the home page of the page language (%s)', async (lang, home) => {
    document.documentElement.lang = lang;
    render(<ErrorPage error={new Error('boom')} />);
    await waitFor(() => expect(screen.getByRole('link').getAttribute('href')).toBe(home));
    document.documentElement.lang = '';
  });

  it('reloads once for a chunk that failed to load', () => {
    const error = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    render(<ErrorPage error={error} />);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    cleanup();
    render(<ErrorPage error={Object.assign(new Error('again'), { name: 'ChunkLoadError' })} />);
    expect(reload).toHaveBeenCalledOnce();
  });
});
