import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-faults.ts';

/** Which errors count as a lost connection (503 and maybe one retry) and which are the request's own (no retry). */
describe('isConnectionLost', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

  it.each([
    ['a terminated backend (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting or stopping (57P03)', pgError('57P03', 'the database system is shutting down')],
    ['too many connections (53300)', pgError('53300')],
    ['connection failure class 08', pgError('08006')],
    ['a refused socket', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', pgError('ECONNRESET')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['one wrapped by drizzle', wrapped(pgError('57P01'))],
  ])('%s is a lost connection', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a serialization failure', pgError('40001')],
    ['a syntax error', pgError('42601')],
    ['a plain error', new Error('Order insert returned no row')],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
