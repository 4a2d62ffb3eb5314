import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

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

/** An <img> that swaps itself for `fallback` when the image cannot be loaded. */
export function ImageWithFallback({ src, fallback, ...imgProps }: ImageWithFallbackProps) {
  // Remember which address failed rather than a boolean, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <>{fallback}</>;
  return <img src={src} decoding="async" {...imgProps} onError={() => setFailedSrc(src)} />;
}
