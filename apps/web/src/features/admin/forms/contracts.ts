/**
 * The shared zod contracts for the back office's forms: the same schemas the API validates with, so a form refuses
 * exactly what the server would. Only the /admin chunk imports this (zod stays out of the storefront's first load).
 */
import './jitless-zod';

export * from '@mitumba/contracts';
