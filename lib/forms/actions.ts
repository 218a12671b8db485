'use server';
/**
 * The three forms' server actions: what the browser posts when it sends a form itself, before the
 * page's scripts have hydrated it or without JavaScript at all (docs/architecture.md "Forms before
 * and without JavaScript"). Once hydrated, the forms send JSON to app/api/forms/* instead; both
 * reach the same handler (lib/forms/handler.ts). Accepted: a 303 to the same confirmation the
 * scripted form shows. Refused: the page again, the form holding every value and each message.
 */
import { redirect } from 'next/navigation';
import { href } from '@/lib/i18n/navigation';
import { localeOf, proposalNative, submitNative } from './native';
import { SENT_ANCHORS, type NativeFormState } from './native-state';

/** Newsletter (every page's footer): back to the page it is on, its message shown. */
export async function newsletterAction(
  _state: NativeFormState,
  form: FormData,
): Promise<NativeFormState> {
  const result = await submitNative('newsletter', form);
  if (!result.ok) return result.state;
  redirect(`${sitePath(form.get('page')) ?? href(localeOf(form), '/')}#${SENT_ANCHORS.newsletter}`);
}

/** Contact: the contact page, its "sent" message shown. */
export async function contactAction(
  _state: NativeFormState,
  form: FormData,
): Promise<NativeFormState> {
  const result = await submitNative('contact', form);
  if (!result.ok) return result.state;
  redirect(`${href(localeOf(form), '/contact-us')}#${SENT_ANCHORS.contact}`);
}

/**
 * Proposal, one step per post: `Next` checks the step's fields and draws the next step, `Back` and
 * a step's `Edit` draw that step, `Send` on the last step posts the whole request and goes to the
 * thank-you page (which sends the visitor home after 5 s, as the scripted wizard does).
 */
export async function proposalAction(
  _state: NativeFormState,
  form: FormData,
): Promise<NativeFormState> {
  const result = await proposalNative(form);
  if (!result.ok) return result.state;
  redirect(href(localeOf(form), '/thank-you'));
}

/** The page a form names (its hidden field), if it is a path of this site: never another site. */
function sitePath(page: FormDataEntryValue | null): string | null {
  if (typeof page !== 'string' || !/^\/(?![/\\])[^\s]*$/.test(page)) return null;
  return page.split(/[?#]/)[0]!;
}
