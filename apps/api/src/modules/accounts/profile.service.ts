import { randomBytes } from 'node:crypto';
import { addressSchema, type Address, type UserProfile } from '@mitumba/contracts';
import sharp from 'sharp';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import type { AccountsRepo, UserRow } from './accounts.repo.ts';

const PICTURE_MAX_PX = 800;

export function toProfile(user: UserRow): UserProfile {
  const address = addressSchema.partial().safeParse(user.lastUsedAddress);
  return {
    _id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    jbwallet: user.points,
    lastUsedAddress: address.success && user.lastUsedAddress ? address.data : null,
  };
}

/** The signed-in customer's own profile: read, edit (name, e-mail, phone, picture) and last delivery address. */
export function createProfileService(deps: { repo: AccountsRepo; storage: Storage }) {
  const { repo, storage } = deps;

  async function existing(userId: string): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  /** Any image sharp can read, re-encoded as WebP at most 800 px wide or high, metadata stripped. */
  async function storePicture(userId: string, upload: Buffer): Promise<string> {
    let picture: Buffer;
    try {
      picture = await sharp(upload, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: PICTURE_MAX_PX, height: PICTURE_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', 'The profile picture must be an image (JPEG, PNG, WebP, GIF, AVIF or TIFF).');
    }
    const key = `avatars/${userId}-${randomBytes(6).toString('hex')}.webp`;
    await storage.put(key, picture);
    return storage.publicUrl(key);
  }

  return {
    async get(userId: string): Promise<UserProfile> {
      return toProfile(await existing(userId));
    },

    async update(userId: string, changes: { name?: string; email?: string; phone?: string }, picture?: Buffer): Promise<UserProfile> {
      await existing(userId);
      if (changes.email && (await repo.isEmailTaken(changes.email, userId))) throw new AppError('CONFLICT', 'Email already registered');
      if (changes.phone && (await repo.isPhoneTaken(changes.phone, userId))) throw new AppError('CONFLICT', 'Phone number already registered');
      const profilePicture = picture ? await storePicture(userId, picture) : undefined;
      const updated = await repo.updateUser(userId, { ...changes, ...(profilePicture ? { profilePicture } : {}) });
      if (!updated) throw notFound('Account not found');
      return toProfile(updated);
    },

    async lastAddress(userId: string): Promise<Partial<Address> | null> {
      return toProfile(await existing(userId)).lastUsedAddress;
    },

    async saveAddress(userId: string, address: Address): Promise<void> {
      await existing(userId);
      await repo.updateUser(userId, { lastUsedAddress: address });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
