import { useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import {
  useHoldWhileLargestLoads,
  useMayLoadAfterLargest,
  WAITING_LOOK,
} from '@marketplace/shared/ui';

export interface ImageWithFallbackProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onError'
> {
  src: string;
  alt: string;
  /** Intrinsic size: explicit dimensions keep the layout from jumping while the image loads. */
  width: number;
  height: number;
  /** Rendered instead of the image once it fails (spec: emoji and name tile, placeholder panel). */
  fallback: ReactNode;
}

/**
 * An <img> that swaps itself for `fallback` when the image cannot be loaded. The page's largest
 * picture (`fetchPriority="high"`) is asked for first; the others once it is drawn
 * (shared/src/ui/largest-picture.ts).
 */
export function ImageWithFallback({ src, fallback, ...imgProps }: ImageWithFallbackProps) {
  // Remember which address failed rather than a boolean, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const isLargest = imgProps.fetchPriority === 'high';
  const failed = failedSrc === src;
  useHoldWhileLargestLoads(image, isLargest, failed ? undefined : src);
  const mayLoad = useMayLoadAfterLargest() || isLargest;
  if (failed) return <>{fallback}</>;
  return (
    <img
      ref={image}
      src={mayLoad ? src : undefined}
      decoding="async"
      {...imgProps}
      style={mayLoad ? imgProps.style : { ...imgProps.style, ...WAITING_LOOK }}
      onError={() => setFailedSrc(src)}
    />
  );
}
