import { artSize, type ArtKind } from "~/content/art-sizes";
import { artUrl } from "~/content/art";

type ArtImageProps = {
  kind: ArtKind;
  id: string | number;
  alt: string;
  className: string;
  /** Load at once: the image is likely a page's largest paint, or shown on demand. */
  eager?: boolean;
};

/** A content entry's generated artwork, sized so its box is reserved before it loads. */
export function ArtImage({
  kind,
  id,
  alt,
  className,
  eager = false,
}: ArtImageProps) {
  return (
    <img
      src={artUrl(kind, id)}
      alt={alt}
      {...artSize[kind]}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
