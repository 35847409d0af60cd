import { describe, expect, it } from 'vitest';
import { addressSchema, changeEmailBodySchema, emailSchema, loginBodySchema, optionalEmailSchema, registerBodySchema } from './accounts.ts';
import { placeOrderBodySchema } from './orders.ts';

describe('the one e-mail address contract', () => {
  it('trims and lower-cases one address', () => {
    expect(emailSchema.parse('  Wanjiku@Example.TEST ')).toBe('wanjiku@example.test');
  });

  it.each([
    'a@example.test, b@example.test', 'a@example.test;b@example.test', 'Wanjiku <wanjiku@example.test>', 'group: a@example.test;',
    'wanjiku@example.test\nbcc@example.test', 'not-an-email', '', `${'a'.repeat(250)}@example.test`,
  ])('refuses %j with the spec message', (value) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('is the e-mail of sign-up, login, the e-mail change and the delivery address (which may be blank)', () => {
    const list = 'a@example.test, b@example.test';
    expect(registerBodySchema.safeParse({ name: 'Amina', phone: '0712345678', email: list, password: 'Sokoni#2024' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: list, password: 'x' }).success).toBe(false);
    expect(changeEmailBodySchema.safeParse({ newEmail: list, currentPassword: 'x' }).success).toBe(false);
    expect(addressSchema.safeParse({ email: list }).success).toBe(false);
    expect(addressSchema.parse({ email: ' ' }).email).toBe('');
    expect(addressSchema.parse({ email: 'Amina@Example.test' }).email).toBe('amina@example.test');
    expect(optionalEmailSchema.safeParse('').success).toBe(true);
    const order = placeOrderBodySchema.shape.email;
    expect(order.safeParse(undefined).success).toBe(true);
    expect(order.safeParse(list).success).toBe(false);
  });
});
