import multipart from '@fastify/multipart';
import { PRODUCT_CSV_MAX_BYTES, productCsvImportResponseSchema, productCsvRejectedSchema } from '@mitumba/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../../lib/identity.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { attachment } from './csv-stream.ts';
import { productsCsv } from './products-csv-export.ts';
import type { ProductsCsvImport } from './products-csv-import.ts';
import type { ProductsCsvRepo } from './products-csv.repo.ts';

const tags = ['admin'];
const TOO_LARGE = `The file is too large: at most ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB.`;
const SEND_A_FILE = 'Send the CSV file as text/csv or as a multipart upload (field file).';

/** The uploaded CSV: a text/csv body, or the one `file` of a multipart form (the page's upload). */
async function uploadedCsv(request: FastifyRequest): Promise<{ text: string; name: string }> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw new AppError('VALIDATION', SEND_A_FILE);
    return { text: request.body, name: 'upload.csv' };
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        return { text: (await part.toBuffer()).toString('utf8'), name: part.filename.replace(/[^\w .-]/g, '').slice(0, 100) || 'upload.csv' };
      }
      if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('VALIDATION', TOO_LARGE);
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw badRequest('The upload was cut short or is not valid multipart data. Please try again.');
  }
  throw badRequest(SEND_A_FILE);
}

/** The catalogue CSV: download every product, upload the edited file back (all or nothing). Admin only. */
export function csvRoutes(deps: { repo: ProductsCsvRepo; importCsv: ProductsCsvImport }): FastifyPluginAsyncZod {
  const { repo, importCsv } = deps;
  return async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: PRODUCT_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

    app.get('/api/admin/products/export.csv', {
      config: { access: 'admin' },
      schema: { tags, summary: 'Every product (archived too), one row per product and weight, as a CSV file (streamed)' },
    }, async (request, reply) => {
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('mitumba-products')).send(productsCsv(repo));
    });

    app.post('/api/admin/products/import', {
      config: { access: 'admin' },
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: {
        tags, summary: 'Import a products CSV (text/csv or multipart `file`): upsert by code, all or nothing, line-numbered errors',
        response: { 200: productCsvImportResponseSchema, 400: productCsvRejectedSchema.partial({ errors: true }) },
      },
    }, async (request) => {
      const admin = userOf(request);
      const { text, name } = await uploadedCsv(request);
      const counts = await importCsv(admin, text, name);
      const hidden = counts.needImages.length
        ? ` ${counts.needImages.length} new ${counts.needImages.length === 1 ? 'product needs' : 'products need'} images before showing in the shop.` : '';
      return { success: true as const, message: `Imported: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged.${hidden}`, ...counts };
    });
  };
}
