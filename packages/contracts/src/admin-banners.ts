import { z } from 'zod';

/** The back office's home banners (/admin/banners): upload, label, show or hide, order, remove. Admin only. */

export const BANNER_LABEL_MAX = 120;
export const BANNERS_MAX = 50;
/** An upload's size limit; the image is re-encoded as WebP whatever it was. */
export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const bannerLabelSchema = z.string({ error: 'The label is required' }).trim()
  .min(1, 'The label is required').max(BANNER_LABEL_MAX, `Too long: at most ${BANNER_LABEL_MAX} characters`);

export const adminBannerSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  label: z.string(),
  position: z.number().int(),
  /** Hidden banners stay in the list but not on the home page. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** Every banner, in the order the home page shows them. */
export const adminBannerListResponseSchema = z.object({ success: z.literal(true), banners: z.array(adminBannerSchema) });
export type AdminBannerListResponse = z.infer<typeof adminBannerListResponseSchema>;

export const adminBannerResponseSchema = z.object({ success: z.literal(true), message: z.string(), banner: adminBannerSchema });
export type AdminBannerResponse = z.infer<typeof adminBannerResponseSchema>;

export const adminBannerParamsSchema = z.object({ bannerId: z.uuid({ error: 'bannerId must be a banner id' }) });

/** The multipart upload's text field (the file is `image`). */
export const adminBannerUploadFieldsSchema = z.object({ label: bannerLabelSchema });
export type AdminBannerUploadFields = z.infer<typeof adminBannerUploadFieldsSchema>;

/** PATCH /api/admin/banners/:bannerId: a new label, shown or hidden. */
export const adminBannerUpdateBodySchema = z.object({
  label: bannerLabelSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
}).refine((body) => body.label !== undefined || body.active !== undefined, { error: 'Nothing to change' });
export type AdminBannerUpdateBody = z.infer<typeof adminBannerUpdateBodySchema>;

/** PUT /api/admin/banners/order: every banner's id, first shown first. */
export const adminBannerOrderBodySchema = z.object({
  ids: z.array(z.uuid({ error: 'Each id must be a banner id' })).min(1, 'List the banners in their new order').max(BANNERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each banner once'),
});
export type AdminBannerOrderBody = z.infer<typeof adminBannerOrderBodySchema>;

export const adminBannerMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
