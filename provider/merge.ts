export type JsonObject = { [key: string]: unknown };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges an editor's partial document into a base: objects merge key by key, anything else
 * (arrays included) replaces. Unlike RFC 7386, null is kept as a value because the wire format
 * has nullable fields (file: null, endDate: null).
 */
export function mergePatch<T extends JsonObject>(base: T, patch: JsonObject): T {
  const result: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergePatch(current, value) : value;
  }
  return result as T;
}
