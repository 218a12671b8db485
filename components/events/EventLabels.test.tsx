import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventLabels } from './EventLabels';

const labels = { comingSoon: 'Coming soon', tentative: 'To be confirmed', past: 'Past event' };
const text = (props: { comingSoon: boolean; tentative: boolean; past?: boolean }) =>
  renderToStaticMarkup(<EventLabels {...props} labels={labels} />).replace(/<[^>]+>/g, '|');

describe('EventLabels', () => {
  it('shows only "Past event" for a past event, whatever its status was', () => {
    const past = text({ comingSoon: true, tentative: true, past: true });
    expect(past).toContain('Past event');
    expect(past).not.toContain('To be confirmed');
    expect(past).not.toContain('Coming soon');
  });

  it('shows "To be confirmed" and "Coming soon" on upcoming events', () => {
    const upcoming = text({ comingSoon: true, tentative: true });
    expect(upcoming).toContain('To be confirmed');
    expect(upcoming).toContain('Coming soon');
    expect(text({ comingSoon: false, tentative: false })).toBe('');
  });
});
