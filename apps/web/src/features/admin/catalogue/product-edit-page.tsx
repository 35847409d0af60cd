import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChevronLeft } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { adminPaths } from '../admin-paths';
import { useLabelChoices } from './api/get-labels';
import { useAdminProduct } from './api/get-product';
import { ImageManager } from './components/image-manager';
import { ProductForm } from './components/product-form';
import { ProductLifecycle } from './components/product-lifecycle';
import { ProductStatusBadge } from './components/product-status-badge';

function BackLink() {
  return (
    <Link to={adminPaths.products} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-ink-700 underline-offset-4 hover:underline">
      <ChevronLeft className="size-4" aria-hidden="true" />
      All products
    </Link>
  );
}

/** /admin/products/new adds a product; /admin/products/:productId edits it, its photos, and archives or deletes it. */
export function ProductEditPage() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const labels = useLabelChoices();
  const query = useAdminProduct(productId);
  const product = query.data?.product;
  useDocumentTitle(productId ? (product?.name ?? 'Product') : 'Add product');

  if (!productId) {
    return (
      <section className="flex flex-col gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold text-ink-900">Add product</h1>
        <ProductForm
          labels={labels}
          onSaved={(saved, message) => {
            toast.success(`${message}: add a photo so shoppers can see it.`);
            void navigate(adminPaths.product(saved.id), { replace: true });
          }}
        />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <BackLink />
      {query.isPending ? <Skeleton className="h-96 w-full rounded-2xl" /> : null}
      {query.isError ? (
        <p role="alert" className="text-danger-700">{isApiError(query.error) ? query.error.message : 'Could not load the product. Please try again.'}</p>
      ) : null}
      {product ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold wrap-anywhere text-ink-900">{product.name}</h1>
            <ProductStatusBadge archived={product.archivedAt !== null} visible={product.visible} />
            {product.visible ? (
              <Link to={paths.product(product.id)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
                View in the shop
              </Link>
            ) : null}
          </div>
          <ProductLifecycle
            product={product}
            onDone={(action, message) => {
              toast.success(message);
              if (action === 'delete') void navigate(adminPaths.products, { replace: true });
            }}
          />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ProductForm key={product.updatedAt} product={product} labels={labels} onSaved={(_saved, message) => toast.success(message)} />
            <div className="self-start rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
              <ImageManager productId={product.id} images={product.images} name={product.name} />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
