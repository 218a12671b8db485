import type { ImageProps } from 'next/image';
import { Img } from '@/components/media/Img';
import type { ProviderFile } from '@/lib/provider/schemas';

/** A provider file through next/image; absolute urls must be on an allowed media host (MEDIA_HOSTS). */
export function MediaImage({
  file,
  alt,
  ...props
}: Omit<ImageProps, 'src' | 'alt'> & { file: ProviderFile; alt?: string }) {
  const sized = props.fill ? {} : { width: file.width ?? 1600, height: file.height ?? 900 };
  return <Img src={file.sourceUrl} alt={alt ?? file.alt ?? ''} {...sized} {...props} />;
}
