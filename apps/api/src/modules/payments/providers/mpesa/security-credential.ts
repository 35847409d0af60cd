import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Daraja's SecurityCredential (reference §2): the initiator password encrypted with the M-Pesa certificate's public
 * key, RSA PKCS#1 v1.5, base64. A credential given as is (MPESA_SECURITY_CREDENTIAL) is used instead.
 */
export function securityCredential(initiator: { password: string; certificatePath: string; securityCredential: string | null }): string {
  if (initiator.securityCredential) return initiator.securityCredential;
  const certificate = readFileSync(initiator.certificatePath);
  return publicEncrypt({ key: certificate, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(initiator.password, 'utf8')).toString('base64');
}
