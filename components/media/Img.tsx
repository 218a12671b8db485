import { getImageProps, type ImageProps } from 'next/image';
import { ImagePreload } from './ImagePreload.client';

/**
 * next/image drawn as a plain <img>: the same optimised srcset, sizes, lazy loading and (with
 * `priority`) preload, but no client component to hydrate for each picture but a prioritised
 * one's preload. Nothing here uses next/image's client features (blur placeholders, onLoad), so
 * the page needn't pay for them.
 *
 * A prioritised picture is preloaded only by the page that shows it. React's server payload carries
 * a preload hint for every eager <img> outside a <picture> (and for every preload() of a server
 * component), and the router acts on the hints of pages it merely prefetches: each page preloaded
 * the header pictures of the pages it links to. So the <img> sits in a box-less <picture>, which
 * React leaves unhinted, and the preload comes from a client component, which the server draws
 * into the page's <head> and a prefetch never runs (docs/architecture.md "The app shell").
 */
export function Img(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // The optimised <img> itself (getImageProps passes the alt through).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  const picture = <img {...img} />;
  if (!props.priority && !props.preload) return picture;
  return (
    <>
      <ImagePreload
        href={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        fetchPriority={img.fetchPriority}
      />
      <picture className="contents">{picture}</picture>
    </>
  );
}
