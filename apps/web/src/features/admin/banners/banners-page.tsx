import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toaster';
import { BannerRow } from './banner-row';
import { BannerUploadForm } from './banner-upload-form';
import { useAdminBanners, useBannerChange } from './banners-api';

/** /admin/banners: the home page's carousel, in the order shown; hidden banners stay listed. */
export function BannersPage() {
  useDocumentTitle('Banners');
  const banners = useAdminBanners();
  const reorder = useBannerChange();
  const list = banners.data?.banners ?? [];

  const move = (from: number, to: number) => {
    const ids = list.map((banner) => banner.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    reorder.mutate({ kind: 'reorder', ids }, {
      onSuccess: () => toast.success('Order saved'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not save the order. Please try again.'),
    });
  };

  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Banners</h1>
        <p className="mt-1 text-sm text-ink-700">The home page carousel for signed-in customers, first shown first.</p>
      </div>
      <BannerUploadForm />
      {banners.isPending ? <Skeleton className="h-48 w-full rounded-2xl" /> : null}
      {banners.isError ? (
        <p role="alert" className="text-danger-700">{isApiError(banners.error) ? banners.error.message : 'Could not load the banners. Please try again.'}</p>
      ) : null}
      {banners.isSuccess && list.length === 0 ? <p className="text-ink-700">No banners yet: customers see the video instead.</p> : null}
      {list.length > 0 ? (
        <ol className="flex flex-col gap-4" aria-label="Banners in display order">
          {list.map((banner, index) => <BannerRow key={`${banner.id}-${banner.label}`} banner={banner} index={index} count={list.length} onMove={move} />)}
        </ol>
      ) : null}
    </section>
  );
}
