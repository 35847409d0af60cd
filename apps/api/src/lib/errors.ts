import { statusByErrorCode, type ErrorCode } from '@mitumba/contracts';
import { render, type Said } from '../i18n/say.ts';

/**
 * The one error type services throw; the error handler turns it into `{ success: false, message, ...extra }`.
 * `extra` carries the few additive fields a client needs with an error (e.g. the name on the suspended page).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Record<string, unknown> | undefined;
  /** A catalogued message with values: the error handler writes it in the shopper's language (`message` is its English). */
  readonly said: Said | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>, said?: Said) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusByErrorCode[code];
    this.extra = extra;
    this.said = said;
  }

  /** An error in the shopper's words: `AppError.saying('BUSINESS_RULE', said('cart.onlyAvailable', { … }))`. */
  static saying(code: ErrorCode, message: Said, extra?: Record<string, unknown>): AppError {
    return new AppError(code, render('en', message), extra, message);
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
