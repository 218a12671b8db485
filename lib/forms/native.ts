/**
 * A form the browser posted itself (no JavaScript yet, or none at all): React's server action
 * (lib/forms/actions.ts) hands its fields here, and they go through the same handler as a scripted
 * post (lib/forms/handler.ts: rate limit, the zod schema, captcha, outbox, idempotency). What comes
 * back is the form's state: the values as typed and a message per refused field, so the page the
 * action renders shows the form again with nothing lost. An accepted post is the caller's redirect
 * (Post/Redirect/Get), so a refresh of the confirmation never posts again.
 */
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { proposalSteps } from '@/lib/validation/proposal-steps';
import { dateOrder, parseTypedDate } from '@/lib/validation/validators';
import { formSchemas, validate, type FormKind } from '@/lib/validation/schemas';
import { clientIp } from '@/lib/security/forwarding';
import { submitFormPost } from './handler';
import type { NativeFormState } from './native-state';
import { formsTranslator } from './parse';
import { STEP_COUNT } from './proposal-draft';

/** A value echoed back is cut here: the schemas refuse far less, and the page carries it twice. */
const ECHO_LIMIT = 10_000;

type FieldKind = 'string' | 'boolean' | 'array';

/** Each field's kind, read off the form's schema (its one home): text, checkbox or several boxes. */
const fieldKinds = Object.fromEntries(
  Object.entries(formSchemas).map(([kind, schema]) => {
    const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const kinds = Object.entries(properties).map(([name, property]) => {
      const type = typeof property === 'object' ? property.type : undefined;
      return [name, type === 'boolean' || type === 'array' ? type : 'string'] as const;
    });
    return [kind, Object.fromEntries(kinds)];
  }),
) as Record<FormKind, Record<string, FieldKind>>;

/**
 * What the visitor typed, by the schema's fields (a ticked box is any value the browser sent), as
 * the form's script holds it: the preferred date typed in the language's order (05/03/2027) is
 * `YYYY-MM-DD` once it is a real day, which the date field's script does in the browser.
 */
export function typedValues(
  kind: FormKind,
  form: FormData,
  locale: Locale,
): NativeFormState['values'] {
  const values: NativeFormState['values'] = {};
  for (const [name, type] of Object.entries(fieldKinds[kind])) {
    if (type === 'boolean') values[name] = form.get(name) !== null;
    else if (type === 'array')
      values[name] = form
        .getAll(name)
        .map((value) => String(value).slice(0, ECHO_LIMIT))
        .slice(0, 50);
    // Browsers send a text area's line breaks as CRLF; a script sends what the field holds (LF).
    else
      values[name] = String(form.get(name) ?? '')
        .replace(/\r\n?/g, '\n')
        .slice(0, ECHO_LIMIT);
  }
  if (typeof values.preferredDate === 'string') {
    const typed = values.preferredDate.trim();
    values.preferredDate = parseTypedDate(typed, dateOrder(locale)) ?? typed;
  }
  return values;
}

/** The values as a script would post them. */
export function postedBody(values: NativeFormState['values'], locale: Locale) {
  return { ...values, locale };
}

/**
 * The Idempotency-Key of a native post: a digest of what was sent. A page cached for everyone
 * cannot carry a key per visitor, so the same values are the same submission: a double tap, or the
 * browser posting again, is delivered once (lib/forms/guard.ts).
 */
export function nativeKey(kind: FormKind, body: Record<string, unknown>): string {
  const digest = createHash('sha256').update(kind).update('\n').update(JSON.stringify(body));
  return `native-${digest.digest('base64url')}`;
}

/** The visitor's language, from the form's own hidden field. */
export function localeOf(form: FormData): Locale {
  const locale = form.get('locale');
  return isLocale(locale) ? locale : 'en';
}

/**
 * Posts a natively sent form: `{ ok: true }` once accepted, else the state to draw the form again
 * with (the values as typed, the handler's messages per field, or its message for the form).
 */
export async function submitNative(
  kind: FormKind,
  form: FormData,
): Promise<{ ok: true } | { ok: false; state: NativeFormState }> {
  const locale = localeOf(form);
  const values = typedValues(kind, form, locale);
  const body = postedBody(values, locale);
  const t = await formsTranslator(locale);
  const response = await submitFormPost(
    kind,
    { body, locale, t, idempotencyKey: nativeKey(kind, body) },
    clientIp(await headers()),
  );
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as {
    errors?: Record<string, string>;
    message?: string;
  };
  const errors = answer.errors ?? {};
  const message =
    answer.message ?? (Object.keys(errors).length > 0 ? undefined : t('status.failure'));
  return { ok: false, state: { values, errors, ...(message ? { message } : {}) } };
}

const LAST_STEP = STEP_COUNT - 1;

/** The step of the proposal a field is asked on. */
function stepOf(field: string): number {
  const index = proposalSteps.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index < 0 ? LAST_STEP : index;
}

/**
 * The proposal, one step per post (the wizard's own steps, led by the server): `back` and `step-N`
 * draw an earlier step, `next` checks the step's fields (the browser's zod schema, as the scripted
 * `Next` does) and draws the next one, `send` on the last step posts the whole request. Refused at
 * sending, the visitor is taken to the first step with a refused field.
 */
export async function proposalNative(
  form: FormData,
): Promise<{ ok: true } | { ok: false; state: NativeFormState }> {
  const shown = Math.min(Math.max(Number(form.get('step')) || 0, 0), LAST_STEP);
  const intent = String(form.get('intent') ?? 'send');
  const values = typedValues('proposal', form, localeOf(form));
  const draw = (step: number, errors: Record<string, string> = {}) => ({
    ok: false as const,
    state: { values, errors, step: Math.min(Math.max(step, 0), LAST_STEP) },
  });
  if (intent === 'back') return draw(shown - 1);
  const jump = /^step-(\d)$/.exec(intent);
  // Only a step already passed: the ones after it have not been checked yet.
  if (jump) return draw(Math.min(Number(jump[1]), shown));
  if (intent === 'next' || shown < LAST_STEP) {
    const result = validate('proposal', postedBody(values, localeOf(form)));
    const refused = result.ok
      ? []
      : Object.entries(result.errors).filter(([field]) => stepOf(field) === shown);
    if (refused.length === 0) return draw(shown + 1);
    const t = await formsTranslator(localeOf(form));
    return draw(
      shown,
      Object.fromEntries(refused.map(([field, key]) => [field, t(`errors.${key}`)])),
    );
  }
  const sent = await submitNative('proposal', form);
  if (sent.ok) return sent;
  const fields = Object.keys(sent.state.errors);
  const step = fields.length > 0 ? Math.min(...fields.map(stepOf)) : LAST_STEP;
  return { ok: false, state: { ...sent.state, step } };
}
