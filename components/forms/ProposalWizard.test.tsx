// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { DRAFT_KEY, parseDraft } from '@/lib/forms/proposal-draft';
import { eventTypes, guestCounts, offerTypes } from '@/lib/validation/choices';
import { errorKeys, formatTypedDate, venueToday, addYears } from '@/lib/validation/validators';
import type { ProposalLabels } from './proposal/labels';
import { ProposalWizard } from './ProposalWizard.client';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));

const t = createTranslator({ locale: 'en', messages: en });
const steps = (['event', 'offers', 'contact', 'confirm'] as const).map((key) =>
  t(`Proposal.steps.${key}`),
);

const labels: ProposalLabels = {
  form: t('Proposal.formLabel'),
  progress: t('Proposal.progress'),
  stepOf: steps.map((step, i) => `${t('Proposal.stepOf', { current: i + 1, total: 4 })} · ${step}`),
  completed: t('Proposal.completed'),
  steps,
  stepIntro: (['event', 'offers', 'contact', 'confirm'] as const).map((key) =>
    t(`Proposal.stepIntro.${key}`),
  ),
  requiredNote: t('Proposal.requiredNote'),
  required: t('Forms.requiredMark'),
  eventType: t('Proposal.eventType'),
  guestCount: t('Proposal.guestCount'),
  preferredDate: t('Proposal.preferredDate'),
  datePlaceholder: t('Proposal.datePlaceholder'),
  dateHint: t('Proposal.dateHint'),
  openCalendar: t('Proposal.openCalendar'),
  offerTypes: t('Proposal.offerTypes'),
  offerTypesHint: t('Proposal.offerTypesHint'),
  contactPerson: t('Proposal.contactPerson'),
  companyName: t('Proposal.companyName'),
  phoneNumber: t('Proposal.phoneNumber'),
  phonePlaceholder: t('Forms.placeholders.phoneNumber'),
  phoneHint: t('Proposal.phoneHint'),
  email: t('Proposal.email'),
  emailPlaceholder: t('Forms.placeholders.email'),
  additionalNotes: t('Proposal.additionalNotes'),
  additionalNotesPlaceholder: t('Proposal.additionalNotesPlaceholder'),
  summaryTitle: t('Proposal.summaryTitle'),
  edit: t('Proposal.edit'),
  editStep: steps.map((step) => t('Proposal.editStep', { step })),
  notSpecified: t('Proposal.notSpecified'),
  previous: t('Proposal.previous'),
  next: t('Proposal.next'),
  submit: t('Proposal.submit'),
  submitting: t('Proposal.submitting'),
  success: t('Proposal.success'),
  failure: t('Proposal.failure'),
  timeout: t('Forms.status.timeout'),
  retry: t('Proposal.retry'),
  goHome: t('Proposal.goHome'),
};

function wizard() {
  return (
    <ProposalWizard
      locale="en"
      page="/proposal-request"
      homeHref="/"
      dateOrder="dmy"
      labels={labels}
      errors={Object.fromEntries(errorKeys.map((key) => [key, t(`Forms.errors.${key}`)]))}
      eventTypes={eventTypes.map((value) => ({ value, label: t(`Proposal.eventTypes.${value}`) }))}
      guestCounts={guestCounts.map((value) => ({ value, label: value }))}
      offerTypes={offerTypes.map((value) => ({
        value,
        label: t(`Proposal.offerTypeOptions.${value}`),
      }))}
      consent="I agree"
      redirectTexts={[0, 1, 2, 3, 4, 5].map((seconds) => t('Proposal.redirect', { seconds }))}
    />
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }));
const heading = () => screen.getByRole('heading', { level: 2 });

async function fillStepOne() {
  fireEvent.click(screen.getByLabelText('Gala & awards night'));
  fireEvent.click(screen.getByLabelText('101-250'));
  const date = screen.getByRole('textbox', { name: /Preferred date/ });
  // The 28th of a month at least a month ahead: always today or later, always a real day.
  const ahead = addYears(venueToday(), 1).replace(/-\d{2}$/, '-28');
  fireEvent.change(date, { target: { value: formatTypedDate(ahead, 'dmy') } });
  return ahead;
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('proposal wizard', () => {
  it('does not leave step 1 until its fields are valid, and focuses the first invalid one', async () => {
    render(wizard());
    await waitFor(() => expect(heading().textContent).toContain('Event details'));
    next();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(heading().textContent).toContain('Event details');
    const firstRadio = screen.getByLabelText('Gala & awards night');
    // Focus moves in an effect after the step's render: wait for it, not only for the render.
    await waitFor(() => expect(document.activeElement).toBe(firstRadio));
    const date = screen.getByRole('textbox', { name: /Preferred date/ });
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const described = date.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(described[0]!)?.textContent).toBe('This field is required.');

    // Once checked by Next, a field's message follows what is typed.
    fireEvent.change(date, { target: { value: '31/02/2030' } });
    await waitFor(() => expect(screen.getByText('Enter a valid date')).toBeTruthy());
    fireEvent.change(date, { target: { value: '01/01/2020' } });
    await waitFor(() => expect(screen.getByText('Choose today or a later date')).toBeTruthy());
    await fillStepOne();
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
    next();
    await waitFor(() => expect(heading().textContent).toContain('B2B offers'));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
  });

  it('lets step 2 pass empty, and step 3 asks for the contact fields', async () => {
    render(wizard());
    await waitFor(() => expect(heading().textContent).toContain('Event details'));
    await fillStepOne();
    next();
    await waitFor(() => expect(heading().textContent).toContain('B2B offers'));
    next();
    await waitFor(() => expect(heading().textContent).toContain('Contact'));
    next();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Contact person/ })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), {
      target: { value: '12345' },
    });
    await waitFor(() => expect(screen.getByText('Enter a valid phone number')).toBeTruthy());
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });

  it('keeps the draft in session storage and restores step and values after a reload', async () => {
    const first = render(wizard());
    await waitFor(() => expect(heading().textContent).toContain('Event details'));
    const date = await fillStepOne();
    next();
    await waitFor(() => expect(heading().textContent).toContain('B2B offers'));
    fireEvent.click(screen.getByLabelText('Resident DJ'));
    fireEvent.click(screen.getByLabelText('Video mapping'));
    await waitFor(() =>
      expect(parseDraft(window.sessionStorage.getItem(DRAFT_KEY))).toMatchObject({
        step: 1,
        values: {
          eventType: 'gala-awards',
          guestCount: '101-250',
          preferredDate: date,
          offerTypes: ['resident-dj', 'mapping-video'],
        },
      }),
    );

    first.unmount();
    render(wizard());
    await waitFor(() => expect(heading().textContent).toContain('B2B offers'));
    expect((screen.getByLabelText('Resident DJ') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Video mapping') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(heading().textContent).toContain('Event details'));
    expect((screen.getByLabelText('Gala & awards night') as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: /Preferred date/ }) as HTMLInputElement).value,
    ).toBe(formatTypedDate(date, 'dmy'));
  });

  it('sends the request from step 4, keeps everything on a timeout, retries with the same key, and clears the draft on success', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 3,
        values: {
          eventType: 'concert-shows',
          guestCount: '1000+',
          preferredDate: addYears(venueToday(), 1),
          offerTypes: ['venue'],
          contactPerson: 'Иван Петров',
          companyName: 'ООО Рога и копыта',
          phoneNumber: '+7 912 345-67-89',
          email: 'ivan@example.ru',
          additionalNotes: '',
          consent: false,
        },
      }),
    );
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ message: 'Something went wrong.' }, { status: 504 }))
      .mockResolvedValueOnce(Response.json({ ok: true }));
    render(wizard());
    await waitFor(() => expect(heading().textContent).toContain('Confirmation'));
    expect(screen.getByText('Иван Петров')).toBeTruthy();
    expect(screen.getByText('Concert & show')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(screen.getByText('You must accept the Privacy Policy.')).toBeTruthy(),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    // A 504: the request may have gone through, and the visitor is told a retry is safe.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'your request may still have gone through. It is safe to send it again',
      ),
    );
    expect(screen.getByText('Иван Петров')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({
      eventType: 'concert-shows',
      phoneNumber: '+79123456789',
      consent: true,
      locale: 'en',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/forms/proposal');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(labels.success),
    );
    expect(screen.getByRole('timer').textContent).toContain(
      'You will be redirected in 5\u00a0seconds',
    );
    const keys = fetchMock.mock.calls.map(
      (call) => new Headers(call[1]?.headers).get('Idempotency-Key') ?? '',
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
