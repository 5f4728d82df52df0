/** Whether a value read from the api's JSON (an answer, an error body, an event) is an object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
