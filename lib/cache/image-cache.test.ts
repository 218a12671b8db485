import { describe, expect, it } from 'vitest';
import { imageCacheKey } from './image-cache';

describe('imageCacheKey', () => {
  const image = (accept: string, url = '/_next/image?url=%2Fa.jpg&w=828&q=75') => ({
    method: 'GET',
    url,
    headers: { accept },
  });
  it('keys an optimised image by url and the format the browser takes', () => {
    const avif = imageCacheKey(image('image/avif,image/webp,*/*'));
    expect(avif).toContain('avif');
    expect(imageCacheKey(image('image/webp,*/*'))).not.toBe(avif);
    expect(imageCacheKey(image('*/*'))).not.toBe(imageCacheKey(image('image/webp')));
    expect(imageCacheKey(image('image/avif', '/_next/image?url=%2Fa.jpg&w=390&q=75'))).not.toBe(
      avif,
    );
  });
  it('ignores everything else', () => {
    expect(imageCacheKey(image('image/avif', '/media/a.jpg'))).toBeNull();
    expect(imageCacheKey({ ...image('image/avif'), method: 'POST' })).toBeNull();
  });
});
