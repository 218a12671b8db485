/** A field's message: schema errors carry a translation key, server errors the text itself. */
export function errorText(
  error: { type?: unknown; message?: unknown } | undefined,
  messages: Record<string, string>,
): string | undefined {
  if (!error?.message || typeof error.message !== 'string') return undefined;
  if (error.type === 'server') return error.message;
  return messages[error.message] ?? messages.invalid ?? error.message;
}
