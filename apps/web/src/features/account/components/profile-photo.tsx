import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from '@/ui/toaster';
import type { UserProfile } from '@mitumba/contracts/plain';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Camera } from '@/ui/icons';
import { useUploadProfilePicture } from '../api/update-profile';
import { compressImage, uploadName } from './compress-image';

interface Preview {
  url: string;
  picture: Blob;
  fileName: string;
}

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]?.toUpperCase()).join('') || '?';
}

/** The photo with its upload: pick, compress, preview (kept until saved, spec 2 §4), then save. */
export function ProfilePhoto({ profile }: { profile: UserProfile }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [processing, setProcessing] = useState(false);
  const upload = useUploadProfilePicture();
  const inputId = useId();
  const t = useT();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // Picking the same file again still fires a change.
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('account.picture.processFailed'));
      return;
    }
    setProcessing(true);
    // On compression failure the original goes up (spec 2 §5); the server resizes it anyway.
    const picture = await compressImage(file).catch(() => file);
    setProcessing(false);
    setPreview({ url: URL.createObjectURL(picture), picture, fileName: uploadName(file, picture) });
  };

  const onSave = () => {
    if (!preview) return;
    upload.mutate(preview, {
      onSuccess: () => {
        toast.success(t('account.picture.saved'));
        setPreview(null);
      },
      onError: (error) => {
        const description = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
        toast.error(t('account.picture.uploadFailed'), { description });
      },
    });
  };

  const source = preview?.url ?? profile.profilePicture;
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        {source ? (
          <img
            src={source}
            alt={t(preview ? 'account.picture.previewAlt' : 'account.picture.alt')}
            width={112}
            height={112}
            className="size-28 rounded-full border border-ink-200 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="flex size-28 items-center justify-center rounded-full bg-brand-100 text-3xl font-semibold text-brand-800">
            {initials(profile.name)}
          </span>
        )}
        <input id={inputId} type="file" accept="image/*" className="peer sr-only" onChange={onPick} disabled={processing || upload.isPending} />
        <label
          htmlFor={inputId}
          title={t('account.picture.change')}
          className="absolute right-0 bottom-0 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-ink-900 text-white hover:bg-ink-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          <Camera aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('account.picture.change')}</span>
        </label>
      </div>
      {processing ? <p className="mt-3 text-sm text-ink-600" role="status">{t('account.picture.preparing')}</p> : null}
      {preview ? (
        <div className="mt-4 flex gap-2">
          <Button variant="accent" onClick={onSave} disabled={upload.isPending}>
            {t(upload.isPending ? 'account.saving' : 'account.picture.save')}
          </Button>
          <Button variant="secondary" onClick={() => setPreview(null)} disabled={upload.isPending}>
            {t('account.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
