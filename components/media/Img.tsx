import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image drawn as a plain <img>: the same optimised srcset, sizes, lazy loading and (with
 * `priority`) preload, but no client component to hydrate for each picture. Nothing here uses
 * next/image's client features (blur placeholders, onLoad), so the page needn't pay for them.
 */
export function Img(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.priority || props.preload) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    });
  }
  // The optimised <img> itself (getImageProps passes the alt through).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}
