import { afterEach, describe, expect, it } from 'vitest';
import { mediaSources } from '@/ui/responsive-image';
import { setMediaBase } from './media-url';

afterEach(() => setMediaBase(null));

describe('image links and MEDIA_PUBLIC_URL', () => {
  it('links our /media images on our origin by default, with resized candidates', () => {
    setMediaBase(null);
    expect(mediaSources('/media/products/a.webp', [320, 640])).toEqual({
      src: '/media/products/a.webp?w=640', srcSet: '/media/products/a.webp?w=320 320w, /media/products/a.webp?w=640 640w',
    });
  });

  it('links them on the CDN the server names, keeping ?w= for the CDN to forward; other images stay as they are', () => {
    setMediaBase('https://cdn.example.com/media/');
    expect(mediaSources('/media/products/a.webp', [320])).toEqual({
      src: 'https://cdn.example.com/media/products/a.webp?w=320', srcSet: 'https://cdn.example.com/media/products/a.webp?w=320 320w',
    });
    expect(mediaSources('https://elsewhere.example/b.jpg')).toEqual({ src: 'https://elsewhere.example/b.jpg' });
  });
});
