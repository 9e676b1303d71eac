import { type ComponentProps, useState } from "react";

type FallbackImageProps = Omit<ComponentProps<"img">, "src" | "onError"> & {
  src: string;
  /** Shown instead when `src` fails to load. */
  fallback: string;
};

/** An image that swaps to `fallback` rather than ever showing a broken image. */
export function FallbackImage({
  src,
  fallback,
  alt,
  ...props
}: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...props}
      src={failed ? fallback : src}
      alt={alt}
      // The prerendered image may fail before React hydrates and can listen for the error.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0 && !failed)
          setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}
