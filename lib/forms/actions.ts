'use server';
/**
 * The three forms' server actions: what the browser posts when it sends a form itself, before the
 * page's scripts have hydrated it or without JavaScript at all (docs/architecture.md "Forms before
 * and without JavaScript"). Once hydrated, the forms send JSON to app/api/forms/* instead; both
 * reach the same handler (lib/forms/handler.ts). Accepted: a 303 to the same confirmation the
 * scripted form shows. Refused: the page again, the form holding every value and each message.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { href } from '@/lib/i18n/navigation';
import { localeOf, proposalNative, submitNative } from './native';
import { SENT_ANCHORS, type NativeFormState } from './native-state';

/** Newsletter (every page's footer): back to the page it was sent from, its message shown. */
export async function newsletterAction(
  _state: NativeFormState,
  form: FormData,
): Promise<NativeFormState> {
  const result = await submitNative('newsletter', form);
  if (!result.ok) return result.state;
  const page = sameSitePath(await headers()) ?? href(localeOf(form), '/');
  redirect(`${page}#${SENT_ANCHORS.newsletter}`);
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

/**
 * The path of the page a form was sent from (the Referer, same site only): only its path is used,
 * so a redirect can never leave the site. Null when the browser sent none.
 */
function sameSitePath(requestHeaders: Headers): string | null {
  const referer = requestHeaders.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
    if (host && url.host !== host) return null;
    // `//evil.example` as a path would be another site in a Location header.
    return url.pathname.replace(/^\/+/, '/');
  } catch {
    return null;
  }
}
