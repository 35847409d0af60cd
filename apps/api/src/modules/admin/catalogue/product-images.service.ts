import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGES_MAX, type AdminProductImagesResponse } from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { isVisibleRow } from '../../catalog/catalog.repo.ts';
import { toAdminImages } from './admin-product-view.ts';
import { createCatalogueRepo, type CatalogueRepo } from './catalogue.repo.ts';
import type { Admin, CatalogueService } from './catalogue.service.ts';
import { toProductPhoto } from './product-photo.ts';

type ImagesResult = Omit<AdminProductImagesResponse, 'success' | 'message'>;

/**
 * A product's photos: upload (checked, re-encoded to WebP, stored, then its row inserted — the has_valid_image
 * trigger makes the product visible), reorder, delete (the row, then the file once no row uses it). Audited.
 */
export function createProductImagesService(deps: { db: Db; storage: Storage; products: CatalogueService }) {
  const { db, storage, products } = deps;

  async function result(txRepo: CatalogueRepo, id: string): Promise<ImagesResult> {
    const [row, images] = await Promise.all([txRepo.find(id), txRepo.imagesFor([id])]);
    return { images: toAdminImages(images), visible: row ? isVisibleRow(row) : false };
  }

  /** Runs `change` under the product's lock and audits the image list before and after it. */
  async function audited(admin: Admin, id: string, action: string, change: (txRepo: CatalogueRepo) => Promise<void>): Promise<ImagesResult> {
    return db.transaction(async (tx) => {
      const txRepo = createCatalogueRepo(tx);
      await products.locked(txRepo, id);
      const before = await result(txRepo, id);
      await change(txRepo);
      const after = await result(txRepo, id);
      await record(tx, { actor: admin, action, entity: 'product', entityId: id, before: { photos: before.images.map((image) => image.fileId) }, after: { photos: after.images.map((image) => image.fileId) }, reason: '' });
      return after;
    });
  }

  return {
    async upload(admin: Admin, id: string, upload: Buffer): Promise<ImagesResult> {
      const photo = await toProductPhoto(upload);
      const fileId = randomUUID();
      const key = `products/${fileId}.webp`;
      await storage.put(key, photo);
      try {
        return await audited(admin, id, 'product.image-add', async (txRepo) => {
          if ((await txRepo.imagesFor([id])).length >= PRODUCT_IMAGES_MAX) throw new AppError('BUSINESS_RULE', `A product has at most ${PRODUCT_IMAGES_MAX} photos.`);
          await txRepo.addImage(id, { url: storage.publicUrl(key), fileId });
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    async reorder(admin: Admin, id: string, imageIds: string[]): Promise<ImagesResult> {
      return audited(admin, id, 'product.image-order', async (txRepo) => {
        const current = (await txRepo.imagesFor([id])).map((image) => image.id);
        const same = current.length === imageIds.length && new Set(imageIds).size === imageIds.length && imageIds.every((imageId) => current.includes(imageId));
        if (!same) throw badRequest('Send every photo of this product once, in the new order. Please reload and try again.');
        await txRepo.setImagePositions(id, imageIds);
      });
    },

    async remove(admin: Admin, id: string, imageId: string): Promise<ImagesResult> {
      let removedUrl = '';
      const after = await audited(admin, id, 'product.image-delete', async (txRepo) => {
        const removed = await txRepo.removeImage(id, imageId);
        if (!removed) throw notFound('Photo not found');
        removedUrl = removed.url;
      });
      await this.forgetFiles([removedUrl]);
      return after;
    },

    /** After a commit: deletes our uploaded files that no image row uses any more. */
    async forgetFiles(urls: string[]): Promise<void> {
      const repo = createCatalogueRepo(db);
      for (const url of urls) {
        const key = storage.keyOf(url, 'products/');
        if (key && !(await repo.fileInUse(url))) await storage.remove(key);
      }
    },
  };
}

export type ProductImagesService = ReturnType<typeof createProductImagesService>;
