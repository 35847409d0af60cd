import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane): about 20-30 ms on one core here,
 * slow enough to make offline guessing expensive, fast enough that a login burst does not starve the API.
 */
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
