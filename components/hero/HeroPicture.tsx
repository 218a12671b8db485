import { getImageProps } from 'next/image';
import { Img } from '@/components/media/Img';
import { MOBILE_MEDIA_QUERY } from '@/lib/hero/hero';

/**
 * A full-bleed hero image: with a mobile file, a <picture> whose source the browser picks for
 * phones and tablets (< 1024 px) without JavaScript; without one, a plain next/image.
 */
export function HeroPicture({
  src,
  mobileSrc,
  alt,
  priority = false,
  className = 'object-cover',
}: {
  src: string;
  mobileSrc?: string | null;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  if (!mobileSrc) {
    return (
      <Img
        src={src}
        alt={alt}
        fill
        sizes="100vw"
        priority={priority}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    );
  }
  const common = { alt, fill: true, sizes: '100vw' } as const;
  const {
    props: { srcSet: mobileSet },
  } = getImageProps({ ...common, src: mobileSrc });
  const { props } = getImageProps({
    ...common,
    src,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  return (
    <picture>
      <source media={MOBILE_MEDIA_QUERY} srcSet={mobileSet} sizes="100vw" />
      <img {...props} alt={alt} className={className} />
    </picture>
  );
}
