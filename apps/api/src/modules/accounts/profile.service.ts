import { randomBytes } from 'node:crypto';
import { addressSchema, type Address, type Language, type UserProfile } from '@mitumba/contracts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AccountsRepo, UserRow } from './accounts.repo.ts';
import { toProfilePicture } from './profile-picture.ts';

const AVATARS = 'avatars/';
export const EMAIL_CHANGE_ELSEWHERE = 'To change your e-mail address, use Change e-mail: we send a code to the new address first.';

/** The spec's profile from the account row and its points balance (the ledger's sum). */
export function toProfile(user: UserRow, points: number): UserProfile {
  const address = addressSchema.partial().safeParse(user.lastUsedAddress);
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    jbwallet: points,
    lastUsedAddress: address.success && user.lastUsedAddress ? address.data : null,
    smsNotifications: user.smsNotifications,
    language: user.language,
  };
}

/** Fields the spec's clients send with a profile update that never change it: the wallet and coupon are the server's. */
const IGNORED_PROFILE_FIELDS = ['jbwallet', 'couponCode'] as const;

/**
 * The spec's update-profile body without what it may carry but never decides: `userId` (which must be the token's
 * own id, or the call is refused), `jbwallet` and `couponCode` (accepted and ignored). `ignored` says whether any was sent.
 */
export function profileChangesOf(body: Record<string, unknown>, tokenUserId: string): { fields: Record<string, unknown>; ignored: boolean } {
  const { userId, ...rest } = body;
  if (userId !== undefined && userId !== '' && userId !== tokenUserId) throw new AppError('FORBIDDEN', 'That belongs to another account.');
  const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !(IGNORED_PROFILE_FIELDS as readonly string[]).includes(key)));
  return { fields, ignored: Object.keys(fields).length < Object.keys(body).length };
}

/** The signed-in customer's own profile: read, edit (name, e-mail, phone, picture) and last delivery address. */
export function createProfileService(deps: { repo: AccountsRepo; storage: Storage }) {
  const { repo, storage } = deps;

  async function existing(userId: string): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  async function storePicture(userId: string, upload: Buffer): Promise<string> {
    const key = `${AVATARS}${userId}-${randomBytes(6).toString('hex')}.webp`;
    await storage.put(key, await toProfilePicture(upload));
    return storage.publicUrl(key);
  }

  /** Deletes a replaced picture of ours (seeded or external URLs are left alone); a failure only leaves a file behind. */
  async function deletePicture(url: string | null): Promise<void> {
    const key = url ? storage.keyOf(url, AVATARS) : null;
    if (key) await storage.remove(key).catch(() => undefined);
  }

  return {
    async get(userId: string): Promise<UserProfile> {
      return toProfile(await existing(userId), await repo.pointsOf(userId));
    },

    /** Name, phone, picture, the SMS choice and the language; the e-mail only changes through the change-e-mail step (a code to the new address). */
    async update(userId: string, changes: { name?: string; email?: string; phone?: string; smsNotifications?: boolean; language?: Language }, picture?: Buffer): Promise<UserProfile> {
      const user = await existing(userId);
      const { email, ...rest } = changes;
      if (email !== undefined && email !== user.email.toLowerCase()) throw new AppError('VALIDATION', EMAIL_CHANGE_ELSEWHERE);
      if (rest.phone && (await repo.isPhoneTaken(rest.phone, userId))) throw new AppError('CONFLICT', 'Phone number already registered');
      const profilePicture = picture ? await storePicture(userId, picture) : undefined;
      const result = await repo.updateProfile(userId, { ...rest, ...(profilePicture ? { profilePicture } : {}) });
      if (!result) throw notFound('Account not found');
      await deletePicture(result.replacedPicture);
      return toProfile(result.user, await repo.pointsOf(userId));
    },

    async lastAddress(userId: string): Promise<Partial<Address> | null> {
      return toProfile(await existing(userId), 0).lastUsedAddress;
    },

    async saveAddress(userId: string, address: Address): Promise<void> {
      await existing(userId);
      await repo.updateUser(userId, { lastUsedAddress: address });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
