import multipart from '@fastify/multipart';
import {
  messageResponseSchema, profileResponseSchema, saveAddressBodySchema, updateProfileBodySchema, addressSchema,
} from '@mitumba/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../lib/auth.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { userOf } from '../../lib/identity.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { profileChangesOf, type ProfileService } from './profile.service.ts';

const tags = ['account'];
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** A multipart profile update: the `profilePicture` file and optional name/email/phone fields. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; picture?: Buffer }> {
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profilePicture') throw badRequest('Only a profilePicture file can be uploaded here.');
        picture = await part.toBuffer();
      } else if (part.value !== '') {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Our refusals and the size limit (413) keep their answer; a body the multipart parser cannot read is the client's.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw badRequest('The upload was cut short or is not valid multipart data. Please try again.');
  }
  return { fields, picture };
}

export function profileRoutes(auth: Auth, profiles: ProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get('/api/user/profile', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in customer', response: { 200: profileResponseSchema } },
    }, async (request) => {
      const user = userOf(request);
      return { success: true as const, message: 'Profile loaded', user: await profiles.get(user.id) };
    });

    app.put('/api/user/update-profile', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'Change name, e-mail, phone (JSON) or also the picture (multipart, field profilePicture)',
        response: { 200: profileResponseSchema },
      },
    }, async (request) => {
      const user = userOf(request);
      const { fields: sent, picture } = request.isMultipart() ? await readMultipart(request) : { fields: request.body ?? {}, picture: undefined };
      if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) throw badRequest('Only name, email and phone can be changed here');
      const { fields, ignored } = profileChangesOf(sent as Record<string, unknown>, user.id);
      const changes = parseOrThrow(updateProfileBodySchema, fields);
      // The spec's "userId with couponCode" call changes nothing: answered with the profile as it is.
      if (!picture && Object.keys(changes).length === 0) {
        if (!ignored) throw badRequest('Nothing to update.');
        return { success: true as const, message: 'Profile is up to date.', user: await profiles.get(user.id) };
      }
      const message = picture && Object.keys(changes).length === 0 ? 'Profile picture updated!' : 'Profile updated successfully!';
      return { success: true as const, message, user: await profiles.update(user.id, changes, picture) };
    });

    app.post('/api/user/logout', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'End the current session', body: z.object({ userId: z.string().max(100).optional() }).optional(), response: { 200: messageResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body?.userId);
      await auth.endSession(user.sessionId);
      return { success: true as const, message: 'Logged out successfully!' };
    });

    app.get('/api/user/last-address/:userId', {
      config: { access: 'signed-in' },
      schema: {
        tags, summary: 'The last delivery address used', params: z.object({ userId: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true), lastUsedAddress: addressSchema.partial().nullable(), address: addressSchema.partial().nullable() }) },
      },
    }, async (request) => {
      const user = userOf(request, request.params.userId);
      const address = await profiles.lastAddress(user.id);
      // `lastUsedAddress` is the spec's field; `address` stays for clients written before.
      return { success: true as const, lastUsedAddress: address, address };
    });

    app.post('/api/user/save-address', {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Remember a delivery address', body: saveAddressBodySchema, response: { 200: messageResponseSchema } },
    }, async (request) => {
      const user = userOf(request, request.body.userId);
      await profiles.saveAddress(user.id, request.body.address);
      return { success: true as const, message: 'Address saved' };
    });
  };
}
