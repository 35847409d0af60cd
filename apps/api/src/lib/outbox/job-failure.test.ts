import { describe, expect, it } from 'vitest';
import { failureText } from './job-failure.ts';

describe("a failed job's last error", () => {
  it('is the error message, with its cause first when it has one', () => {
    expect(failureText(new Error('Greeting never received'))).toBe('Greeting never received');
    const query = new Error('Failed query: select "id" from "orders" where "id" = $1', { cause: new Error('invalid input syntax for type uuid: "x"') });
    expect(failureText(query)).toBe('invalid input syntax for type uuid: "x" (Failed query: select "id" from "orders" where "id" = $1)');
    expect(failureText(new Error('boom: disk full', { cause: new Error('boom') }))).toBe('boom: disk full');
    expect(failureText('plain text')).toBe('plain text');
  });
});
