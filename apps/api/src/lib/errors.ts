import { statusByErrorCode, type ErrorCode } from '@mitumba/contracts';

/**
 * The one error type services throw; the error handler turns it into `{ success: false, message, ...extra }`.
 * `extra` carries the few additive fields a client needs with an error (e.g. the name on the suspended page).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = statusByErrorCode[code];
    this.extra = extra;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
