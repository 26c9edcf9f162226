import { INTEGRATION_EVENTS, integrationEventDefinition } from './catalog';
import { integrationJsonSchemas } from './json-schemas';
import { INTEGRATION_TOPICS } from './topics';

/** Words no public field name may contain: card data, credentials, payment processor handles. */
const FORBIDDEN_WORDS = ['card', 'token', 'secret', 'password', 'cvc', 'cvv', 'pan', 'stripe', 'yookassa', 'idempotency'];
/** Whole names refused even though each word is harmless alone. */
const FORBIDDEN_NAMES = ['paymentmethod', 'paymentid', 'paymentintent', 'last4', 'expmonth', 'expyear'];

/** `balanceAfterCents` → ['balance', 'after', 'cents']. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => word.toLowerCase());

/** Every property name anywhere in a JSON Schema (nested objects, arrays, unions). */
function fieldNames(schema: unknown, out: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => fieldNames(item, out));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') out.push(...Object.keys(value));
      fieldNames(value, out);
    }
  }
  return out;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('the public integration event catalog', () => {
  it.each(INTEGRATION_EVENTS.map((d) => [d.type, d] as const))('%s: its example passes its schema', (_, definition) => {
    const parsed = definition.schema.safeParse(definition.example);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('names every type once, as <entity>.<fact>.v<version>', () => {
    const types = INTEGRATION_EVENTS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^[a-z_]+(\.[a-z_]+)+\.v\d+$/);
    expect(types.length).toBeGreaterThanOrEqual(15);
    expect(types.length).toBeLessThanOrEqual(30);
  });

  it('puts every type on one of the integration topics, with a description', () => {
    const topics = Object.values(INTEGRATION_TOPICS) as string[];
    for (const definition of INTEGRATION_EVENTS) {
      expect(topics).toContain(definition.topic);
      expect(definition.description.length).toBeGreaterThan(10);
    }
    // Every topic carries something.
    expect(new Set(INTEGRATION_EVENTS.map((d) => d.topic))).toEqual(new Set(topics));
  });

  it('refuses unknown fields in every payload (the schemas are strict)', () => {
    for (const definition of INTEGRATION_EVENTS) {
      expect(definition.schema.safeParse({ ...(definition.example as object), cardToken: 'x' }).success).toBe(false);
    }
  });

  it('has no field named like card data, a token, a secret or a payment processor handle', () => {
    const offending = Object.entries(integrationJsonSchemas()).flatMap(([type, schema]) =>
      fieldNames(schema)
        .filter((name) => FORBIDDEN_NAMES.includes(name.toLowerCase()) || wordsOf(name).some((w) => FORBIDDEN_WORDS.includes(w)))
        .map((name) => `${type}: ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it('the field-name check catches the names it is meant to', () => {
    const caught = (name: string) => FORBIDDEN_NAMES.includes(name.toLowerCase()) || wordsOf(name).some((w) => FORBIDDEN_WORDS.includes(w));
    for (const name of ['cardId', 'card_number', 'pan', 'apiToken', 'webhookSecret', 'paymentMethod', 'stripeChargeId', 'cvc'])
      expect(caught(name)).toBe(true);
    for (const name of ['companyName', 'expandedAt', 'trackingNumber', 'balanceAfterCents']) expect(caught(name)).toBe(false);
  });

  it('shows no card number in any example (13 to 19 digits passing the Luhn check)', () => {
    const cardNumbers = (text: string) => (text.match(/\d{13,19}/g) ?? []).filter(passesLuhn);
    expect(cardNumbers(JSON.stringify({ pan: '4242424242424242' }))).toEqual(['4242424242424242']);
    for (const definition of INTEGRATION_EVENTS) expect(cardNumbers(JSON.stringify(definition.example))).toEqual([]);
  });

  it('generates a titled draft 2020-12 JSON Schema for every type', () => {
    const schemas = integrationJsonSchemas();
    expect(Object.keys(schemas)).toEqual(INTEGRATION_EVENTS.map((d) => d.type));
    for (const [type, schema] of Object.entries(schemas)) {
      expect(schema).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: type,
        type: 'object',
        additionalProperties: false,
      });
    }
  });

  it('finds a definition by type, and none for an unknown type', () => {
    expect(integrationEventDefinition('order.placed.v1')?.topic).toBe(INTEGRATION_TOPICS.orders);
    expect(integrationEventDefinition('order.placed.v9')).toBeUndefined();
    expect(integrationEventDefinition('__proto__')).toBeUndefined();
  });
});
