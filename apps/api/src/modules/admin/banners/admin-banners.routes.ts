import multipart from '@fastify/multipart';
import {
  BANNER_IMAGE_MAX_BYTES, adminBannerListResponseSchema, adminBannerMessageResponseSchema, adminBannerOrderBodySchema, adminBannerParamsSchema,
  adminBannerResponseSchema, adminBannerUpdateBodySchema, adminBannerUploadFieldsSchema,
} from '@mitumba/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { parseOrThrow } from '../../../lib/validation.ts';
import type { AdminBannersService } from './admin-banners.service.ts';

const tags = ['admin'];
const SEND_AN_IMAGE = 'Send the banner as a multipart upload: an image file (field image) and its label.';

/** The multipart upload: the `image` file and the `label` field. */
async function readUpload(request: FastifyRequest): Promise<{ image: Buffer; label: string }> {
  if (!request.isMultipart()) throw badRequest(SEND_AN_IMAGE);
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw badRequest(SEND_AN_IMAGE);
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw badRequest('The upload was cut short or is not valid multipart data. Please try again.');
  }
  if (!image || image.length === 0) throw badRequest('Choose an image for the banner.');
  return { image, label: parseOrThrow(adminBannerUploadFieldsSchema, fields).label };
}

/** The home banners in the back office (the storefront's GET /api/banner/banners keeps its shape). Admin only. */
export function adminBannersRoutes(deps: { banners: AdminBannersService }): FastifyPluginAsyncZod {
  const { banners } = deps;
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get('/api/admin/banners', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every home banner, shown and hidden, in display order', response: { 200: adminBannerListResponseSchema } },
    }, async () => {
      return { success: true as const, banners: await banners.list() };
    });

    app.post('/api/admin/banners', {
      config: { access: 'admin' },
      bodyLimit: BANNER_IMAGE_MAX_BYTES + 64 * 1024,
      schema: { tags, summary: 'Upload a banner (multipart: image, label); re-encoded as WebP, added last', response: { 200: adminBannerResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      const { image, label } = await readUpload(request);
      return { success: true as const, message: 'Banner added', banner: await banners.create(admin, image, label) };
    });

    app.put('/api/admin/banners/order', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Put the banners in a new order (every id, first shown first)', body: adminBannerOrderBodySchema, response: { 200: adminBannerListResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, banners: await banners.reorder(admin, request.body.ids) };
    });

    app.patch('/api/admin/banners/:bannerId', {
      config: { access: 'admin' },
      schema: { tags, summary: "Edit a banner's label, show or hide it", params: adminBannerParamsSchema, body: adminBannerUpdateBodySchema, response: { 200: adminBannerResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Banner saved', banner: await banners.update(admin, request.params.bannerId, request.body) };
    });

    app.delete('/api/admin/banners/:bannerId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Remove a banner and its image', params: adminBannerParamsSchema, response: { 200: adminBannerMessageResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      await banners.remove(admin, request.params.bannerId);
      return { success: true as const, message: 'Banner removed' };
    });
  };
}
