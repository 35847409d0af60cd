import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { toast } from '@/ui/toaster';
import { BANNER_IMAGE_MAX_BYTES, adminBannerUploadFieldsSchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useBannerChange } from './banners-api';

/** Adds a banner: an image (JPEG, PNG or WebP; the server re-encodes it) and the label read out for it. */
export function BannerUploadForm() {
  const [label, setLabel] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new key empties the file input after an upload (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const change = useBannerChange();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminBannerUploadFieldsSchema, { label });
    const problems = checked.ok ? {} : { ...checked.errors };
    if (!image) problems.image = 'Choose an image for the banner';
    else if (image.size > BANNER_IMAGE_MAX_BYTES) problems.image = `The image is too large: at most ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
    setErrors(problems);
    if (!checked.ok || !image || problems.image) return;
    change.mutate({ kind: 'upload', image, label: checked.value.label }, {
      onSuccess: () => {
        toast.success('Banner added');
        setLabel('');
        setImage(null);
        setFileKey((value) => value + 1);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'The upload failed. Please try again.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900 sm:col-span-2">Add a banner</h2>
      <Field label="Label" value={label} maxLength={120} error={errors.label} hint="Read out to screen readers, e.g. “New arrivals: denim week”" onChange={(event) => setLabel(event.target.value)} />
      <Field
        key={fileKey}
        label="Image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="[&_input]:pt-2.5"
        error={errors.image}
        hint="JPEG, PNG or WebP, wide (about 3:1)"
        onChange={(event) => setImage(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" variant="accent" className="sm:col-span-2 sm:justify-self-start" disabled={change.isPending}>
        {change.isPending ? 'Uploading…' : 'Add banner'}
      </Button>
    </form>
  );
}
