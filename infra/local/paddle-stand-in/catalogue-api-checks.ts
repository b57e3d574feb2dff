/**
 * The request checks of the stand-in's catalogue API (catalogue-api.ts), as strict as Paddle's where a sync bug would
 * show; each failure is a RequestError naming its field.
 */
export type Json = Record<string, unknown>;

/** A 400 the way Paddle words a failed validation: one `errors` entry per field. */
export class RequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Paddle refuses quantity limits above this. */
const MAX_PRICE_QUANTITY = 999_999_999;

export function jsonObject(value: unknown): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RequestError('(body)', 'the body must be a JSON object');
  return value as Json;
}

export function refuseUnknownFields(body: Json, allowed: readonly string[]): void {
  const unknown = Object.keys(body).find((field) => !allowed.includes(field));
  if (unknown) throw new RequestError(unknown, `${unknown} is not a field of this request`);
}

export function nonEmptyString(entity: Json, field: string): void {
  if (typeof entity[field] !== 'string' || entity[field] === '')
    throw new RequestError(field, `${field} must be a non-empty string`);
}

export function oneOf(entity: Json, field: string, values: readonly string[]): void {
  if (!values.includes(entity[field] as string))
    throw new RequestError(field, `${field} must be one of ${values.join(', ')}`);
}

export function isCurrency(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

export function money(value: unknown, field: string): void {
  const { amount, currency_code: currency } = (value ?? {}) as Json;
  // Paddle amounts are strings in the lowest denomination of the currency: cents, never "12.00".
  if (typeof amount !== 'string' || !/^\d+$/.test(amount))
    throw new RequestError(`${field}.amount`, 'amount must be a string of digits');
  if (!isCurrency(currency)) throw new RequestError(`${field}.currency_code`, 'currency_code must be an ISO 4217 code');
}

export function period(value: unknown, field: string): void {
  const { interval, frequency } = (value ?? {}) as Json;
  if (!['day', 'week', 'month', 'year'].includes(interval as string))
    throw new RequestError(`${field}.interval`, 'interval must be day, week, month or year');
  if (!Number.isSafeInteger(frequency) || (frequency as number) < 1)
    throw new RequestError(`${field}.frequency`, 'frequency must be a positive integer');
}

export function quantityRange(value: unknown): void {
  const { minimum, maximum } = (value ?? {}) as Json;
  const valid = (n: unknown): n is number =>
    Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= MAX_PRICE_QUANTITY;
  if (!valid(minimum) || !valid(maximum))
    throw new RequestError('quantity', `quantity limits must be between 1 and ${MAX_PRICE_QUANTITY}`);
  if (minimum > maximum)
    throw new RequestError('quantity.minimum', 'quantity.minimum must not exceed quantity.maximum');
}

export function customData(entity: Json): void {
  const value = entity.custom_data;
  if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
    throw new RequestError('custom_data', 'custom_data must be an object');
}
