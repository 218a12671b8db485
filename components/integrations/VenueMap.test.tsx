// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VenueMapLazy } from './VenueMap.client';

// The Google Maps chunk stands in as a marker: what matters is when it is asked for.
const loaded = vi.fn();
vi.mock('next/dynamic', () => ({
  default: () =>
    function Canvas({ title }: { title: string }) {
      loaded();
      return <div role="region" aria-label={title} />;
    },
}));

let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
const disconnect = vi.fn();

beforeEach(() => {
  observed = null;
  loaded.mockClear();
  disconnect.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        disconnect();
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = {
  apiKey: 'test-key',
  language: 'en',
  center: { lat: 36.85, lng: 30.84 },
  title: 'Andy Show on the map',
  mapLabel: 'Map',
  loadingLabel: 'Loading',
};

describe('VenueMapLazy', () => {
  it('shows the static card and loads no map until it comes into view', () => {
    render(
      <VenueMapLazy {...props}>
        <p>static card</p>
      </VenueMapLazy>,
    );
    expect(screen.getByText('static card')).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();
    act(() => observed?.([{ isIntersecting: false }]));
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads the map once it intersects, then stops observing', () => {
    render(
      <VenueMapLazy {...props}>
        <p>static card</p>
      </VenueMapLazy>,
    );
    act(() => observed?.([{ isIntersecting: true }]));
    expect(loaded).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: props.title })).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
