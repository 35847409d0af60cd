import type { ImgHTMLAttributes } from 'react';
import { mediaLink } from '@/lib/media-url';
import { preloadOnServer } from '@/lib/server-head';

/** Widths the API resizes to (it accepts 160, 320, 640, 960, 1280). */
const DEFAULT_WIDTHS: readonly number[] = [320, 640, 960];

function withWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** Our API resizes `/media/...` images on request (also behind MEDIA_PUBLIC_URL's CDN); other URLs are used as they are. */
export function mediaSources(stored: string, widths = DEFAULT_WIDTHS): { src: string; srcSet?: string } {
  if (!stored.startsWith('/media/')) return { src: stored };
  const url = mediaLink(stored);
  return {
    src: withWidth(url, widths[Math.floor(widths.length / 2)] ?? 640),
    srcSet: widths.map((width) => `${withWidth(url, width)} ${width}w`).join(', '),
  };
}

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  widths?: readonly number[];
}

/** A priority image is also preloaded from the head of a server-rendered page. */
export function ResponsiveImage({ url, priority = false, widths, ...props }: ResponsiveImageProps) {
  const sources = mediaSources(url, widths);
  if (priority) preloadOnServer({ href: sources.src, srcSet: sources.srcSet, sizes: props.sizes });
  return (
    <img
      {...sources}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
