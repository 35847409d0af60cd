import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sameSecret } from '../emulator-http.ts';

/**
 * The API operator ("initiator") of the emulated shortcode and how its SecurityCredential is checked (reference §2):
 * the shop encrypts the initiator password with the sandbox certificate's public key (RSA PKCS#1 v1.5, base64); the
 * emulator holds the private key and decrypts it. The key pair is the emulator's own (never Safaricom's).
 */
export const SANDBOX_INITIATOR_NAME = 'mitumba-api';
export const SANDBOX_INITIATOR_PASSWORD = 'Mitumba-Sandbox-Initiator-1';
/** The public certificate the shop encrypts with (MPESA_CERTIFICATE's default in a demo shop). */
export const SANDBOX_INITIATOR_CERTIFICATE = fileURLToPath(new URL('./initiator/sandbox-initiator.cer', import.meta.url));
const PRIVATE_KEY_FILE = fileURLToPath(new URL('./initiator/sandbox-initiator.key', import.meta.url));

let privateKey: Buffer | undefined;

/** Whether `credential` decrypts to the initiator's password (a wrong key or garbage decrypts to something else). */
export function credentialMatches(initiator: string, credential: string, expected = { name: SANDBOX_INITIATOR_NAME, password: SANDBOX_INITIATOR_PASSWORD }): boolean {
  if (initiator !== expected.name || !/^[A-Za-z0-9+/=]{16,1024}$/.test(credential)) return false;
  privateKey ??= readFileSync(PRIVATE_KEY_FILE);
  try {
    const clear = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(credential, 'base64'));
    return sameSecret(clear.toString('utf8'), expected.password);
  } catch {
    return false;
  }
}
