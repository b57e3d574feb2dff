import { useEffect, useRef, useState } from 'react';
import './product-image.css';

interface ProductImageProps {
  /** A file under /images/ (from the catalogue's productImage()); undefined when there is none. */
  file: string | undefined;
  alt: string;
  className?: string;
}

/**
 * A splash image in a box of fixed proportions, so nothing moves when it loads or changes. A file that fails to
 * load logs the message docs/product/pages.md gives and leaves the box with its alt text; the page carries on.
 */
export function ProductImage({ file, alt, className }: ProductImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const missing = file === undefined || failed === file;
  const image = useRef<HTMLImageElement>(null);
  const reported = useRef<string | undefined>(undefined);
  const fail = (name: string) => {
    if (reported.current === name) return;
    reported.current = name;
    console.error('No image found for', name);
    setFailed(name);
  };

  // A prerendered image can fail before React listens for its error event; such an image is complete but empty.
  useEffect(() => {
    const shown = image.current;
    if (file !== undefined && shown?.complete && shown.naturalWidth === 0) fail(file);
  }, [file]);
  return (
    <div className={className ? `product-image ${className}` : 'product-image'}>
      {missing ? (
        <div className="product-image-missing" role="img" aria-label={alt}>
          {alt}
        </div>
      ) : (
        <img
          ref={image}
          src={`/images/${file}`}
          alt={alt}
          width={640}
          height={360}
          decoding="async"
          onError={() => fail(file)}
        />
      )}
    </div>
  );
}
