import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { emailOtps } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { freshDatabase } from '../../test/database.ts';
import { insertUser } from '../../test/factories.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { createOtpCodes, OTP_MAX_TRIES } from './otp-codes.ts';

let database: Database;
let otp: ReturnType<typeof createOtpCodes>;

beforeAll(async () => {
  database = await freshDatabase();
  otp = createOtpCodes(createAccountsRepo(database.db), randomBytes(32));
});
afterAll(async () => database.close());

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** The answer to one try: 'ok', or the refusal's status and message. */
async function tryCode(userId: string, code: string, purpose: 'verify' | 'change-email' = 'verify') {
  try {
    await otp.verify(userId, code, purpose);
    return { status: 200, message: 'ok' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

async function storedAttempts(userId: string): Promise<number> {
  const [row] = await database.db.select({ attempts: emailOtps.attempts }).from(emailOtps).where(eq(emailOtps.userId, userId));
  return row?.attempts ?? -1;
}

/** 200 wrong codes fired together, or one after another, then the right one. */
async function guess(parallel: boolean) {
  const user = await insertUser(database.db);
  const code = await otp.issue(user.id);
  const wrong = Array.from({ length: 200 }, () => wrongFor(code));
  const answers = parallel
    ? await Promise.all(wrong.map((attempt) => tryCode(user.id, attempt)))
    : await wrong.reduce(async (done, attempt) => [...(await done), await tryCode(user.id, attempt)], Promise.resolve([] as { status: number; message: string }[]));
  return { answers, right: await tryCode(user.id, code), checked: await storedAttempts(user.id) };
}

describe('e-mail codes under a burst of guesses', () => {
  it('checks exactly 5 of 200 parallel wrong codes, then refuses the right one: the same as 200 serial guesses', async () => {
    const parallel = await guess(true);
    const serial = await guess(false);
    for (const run of [parallel, serial]) {
      expect(run.checked).toBe(OTP_MAX_TRIES);
      // Tries 1-4 are told how many are left; the 5th and every later one is refused with 429.
      expect(run.answers.filter((answer) => answer.status === 400).map((answer) => answer.message).sort()).toEqual([
        'That code is not correct. 1 try left.', 'That code is not correct. 2 tries left.',
        'That code is not correct. 3 tries left.', 'That code is not correct. 4 tries left.',
      ]);
      expect(run.answers.filter((answer) => answer.status === 429)).toHaveLength(196);
      expect(run.right).toEqual({ status: 429, message: 'Too many wrong codes. Please request a new OTP.' });
    }
  });

  it('accepts the right code once, even when it is sent 20 times at once', async () => {
    const user = await insertUser(database.db);
    const code = await otp.issue(user.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => tryCode(user.id, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
  });

  it('keeps codes of one purpose from confirming another, and an expired code from counting', async () => {
    const user = await insertUser(database.db);
    const code = await otp.issue(user.id, { purpose: 'change-email', newEmail: 'new@example.test' });
    expect(await tryCode(user.id, code, 'verify')).toEqual({ status: 400, message: 'This code has expired. Please request a new OTP.' });
    await database.db.update(emailOtps).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailOtps.userId, user.id), eq(emailOtps.purpose, 'change-email')));
    expect(await tryCode(user.id, code, 'change-email')).toEqual({ status: 400, message: 'This code has expired. Please request a new OTP.' });
    expect(await storedAttempts(user.id)).toBe(0);
  });

  it('paces each purpose on its own: a sign-up code just sent does not hold back an e-mail change code', async () => {
    const user = await insertUser(database.db);
    await otp.issue(user.id);
    await expect(otp.issue(user.id)).rejects.toMatchObject({ status: 429 });
    const code = await otp.issue(user.id, { purpose: 'change-email', newEmail: 'paced@example.test' });
    expect(await otp.verify(user.id, code, 'change-email')).toEqual({ newEmail: 'paced@example.test' });
  });
});
