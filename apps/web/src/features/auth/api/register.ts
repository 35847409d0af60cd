import type { RegisterBody } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';

export interface RegisterResponse {
  success: true;
  message: string;
  /** The address the code was mailed to, as the server stored it. */
  email: string;
}

/** POST /api/user/register: creates the unverified account and mails a 6-digit code. */
export function postRegister(body: RegisterBody): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/user/register', { method: 'POST', body, auth: false });
}
