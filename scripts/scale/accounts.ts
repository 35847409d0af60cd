/** Signing in for the journey: the demo accounts (demo seed), their one password. */
import { ADMIN_EMAIL, PASSWORD } from '../faults/harness.ts';
import { expectStatus, request } from './http.ts';

export { ADMIN_EMAIL };

export async function signInAs(baseUrl: string, email: string): Promise<string> {
  const body = expectStatus(await request(`${baseUrl}/api/user/login`, { json: { email, password: PASSWORD } }), 200, `sign in as ${email}`);
  if (typeof body.token !== 'string') throw new Error(`sign in as ${email}: no token`);
  return body.token;
}
