import multipart from '@fastify/multipart';
import {
  adminImageOrderBodySchema, adminProductBodySchema, adminProductDeletedResponseSchema, adminProductImageParamsSchema,
  adminProductImagesResponseSchema, adminProductListQuerySchema, adminProductListResponseSchema, adminProductParamsSchema,
  adminProductReasonBodySchema, adminProductResponseSchema,
} from '@mitumba/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { ProductImagesService } from './product-images.service.ts';

const tags = ['admin'];
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** The one `image` file of a multipart upload. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the photo as multipart form data, in a field named image.');
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image') throw badRequest('Only an image file can be uploaded here.');
      photo = await part.toBuffer();
    }
  } catch (error) {
    // Our refusals and the size limit (413) keep their answer; a body the multipart parser cannot read is the client's.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw badRequest('The upload was cut short or is not valid multipart data. Please try again.');
  }
  if (!photo || photo.length === 0) throw badRequest('Choose a photo to upload.');
  return photo;
}

/** The back office's catalogue (/api/admin/products*): admin only, every change audited. */
export function catalogueRoutes(deps: { products: CatalogueService; images: ProductImagesService }): FastifyPluginAsyncZod {
  const { products, images } = deps;
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get('/api/admin/products', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every product (hidden and archived too): search by name or code, filters, keyset pages', querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } },
    }, async (request) => {
      return { success: true as const, ...(await products.list(request.query)) };
    });

    app.get('/api/admin/products/:productId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'A product with its photos in order, stock and waitlist per weight', params: adminProductParamsSchema, response: { 200: adminProductResponseSchema } },
    }, async (request) => {
      return { success: true as const, message: 'Product loaded', product: await products.detail(request.params.productId) };
    });

    app.post('/api/admin/products', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Add a product with its stock per weight (hidden from the shop until it has a photo)', body: adminProductBodySchema, response: { 200: adminProductResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Product added', product: await products.create(admin, request.body) };
    });

    app.put('/api/admin/products/:productId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Edit a product and its stock per weight (a weight back from 0 tells its waitlist)', params: adminProductParamsSchema, body: adminProductBodySchema, response: { 200: adminProductResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Product saved', product: await products.update(admin, request.params.productId, request.body) };
    });

    app.post('/api/admin/products/:productId/archive', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Hide a product from the shop (kept for its orders)', params: adminProductParamsSchema, body: adminProductReasonBodySchema, response: { 200: adminProductResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Product archived', product: await products.setArchived(admin, request.params.productId, true, request.body.reason) };
    });

    app.post('/api/admin/products/:productId/unarchive', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Bring an archived product back to the shop', params: adminProductParamsSchema, body: adminProductReasonBodySchema, response: { 200: adminProductResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Product restored', product: await products.setArchived(admin, request.params.productId, false, request.body.reason) };
    });

    app.delete('/api/admin/products/:productId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a product nobody has ordered (else archive it)', params: adminProductParamsSchema, body: adminProductReasonBodySchema, response: { 200: adminProductDeletedResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      const urls = await products.remove(admin, request.params.productId, request.body.reason);
      await images.forgetFiles(urls);
      return { success: true as const, message: 'Product deleted' };
    });

    app.post('/api/admin/products/:productId/images', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Upload a photo (multipart field image: JPEG, PNG or WebP), stored as WebP', params: adminProductParamsSchema, response: { 200: adminProductImagesResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      const photo = await readPhoto(request);
      return { success: true as const, message: 'Photo added', ...(await images.upload(admin, request.params.productId, photo)) };
    });

    app.put('/api/admin/products/:productId/images/order', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Put the photos in a new order (the first is the card photo)', params: adminProductParamsSchema, body: adminImageOrderBodySchema, response: { 200: adminProductImagesResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Photos reordered', ...(await images.reorder(admin, request.params.productId, request.body.imageIds)) };
    });

    app.delete('/api/admin/products/:productId/images/:imageId', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a photo (and its file)', params: adminProductImageParamsSchema, response: { 200: adminProductImagesResponseSchema } },
    }, async (request) => {
      const admin = userOf(request);
      return { success: true as const, message: 'Photo deleted', ...(await images.remove(admin, request.params.productId, request.params.imageId)) };
    });
  };
}
