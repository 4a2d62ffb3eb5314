import { useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { propertyImageSources } from '@marketplace/shared/config';
import {
  useHoldWhileLargestLoads,
  useMayLoadAfterLargest,
  WAITING_LOOK,
} from '@marketplace/shared/ui';

export interface CataloguePictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'onError'
> {
  /** The picture's URL: an upload (WebP at three widths) or a seeded drawing (SVG). */
  src: string;
  alt: string;
  /** Intrinsic size: explicit dimensions keep the layout from jumping while the image loads. */
  width: number;
  height: number;
  /** Rendered instead of the image once it fails (spec: icon and name tile, placeholder panel). */
  fallback: ReactNode;
}

/**
 * An <img> of a catalogue picture that swaps itself for `fallback` when it cannot be loaded; an
 * upload is offered at each of its widths (srcset, with `sizes` from the caller or the card's
 * width). The page's largest picture (`fetchPriority="high"`) is asked for first; the others once
 * it is drawn (shared/src/ui/largest-picture.ts).
 */
export function CataloguePicture({ src, fallback, ...imgProps }: CataloguePictureProps) {
  // Remember which address failed rather than a boolean, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const isLargest = imgProps.fetchPriority === 'high';
  // No picture yet (an item being written in the admin) draws as a failed one.
  const failed = failedSrc === src || src === '';
  useHoldWhileLargestLoads(image, isLargest, failed ? undefined : src);
  const mayLoad = useMayLoadAfterLargest() || isLargest;
  if (failed) return <>{fallback}</>;
  const { srcSet } = propertyImageSources(src);
  return (
    <img
      ref={image}
      src={mayLoad ? src : undefined}
      srcSet={mayLoad ? srcSet : undefined}
      sizes={srcSet ? (imgProps.sizes ?? `${imgProps.width}px`) : undefined}
      decoding="async"
      {...imgProps}
      style={mayLoad ? imgProps.style : { ...imgProps.style, ...WAITING_LOOK }}
      onError={() => setFailedSrc(src)}
    />
  );
}
