import { useEffect, useRef, useState } from 'react';
import { missingLogoMessage, type LogoPlacement } from '../../../domain/brand/logo-placements';
import { siteConfig } from '../../../domain/site-config';

type Source = 'primary' | 'fallback' | 'text';

/**
 * The brand logo of the public layout, pre-rendered as an image with its size reserved (public-site §4, §8):
 * loading, then found, or a fallback image, then the text logo; a missing file is logged.
 */
export function BrandLogo({ placement, textClassName = 'text-lg' }: { placement: LogoPlacement; textClassName?: string }) {
  const [source, setSource] = useState<Source>('primary');
  const [found, setFound] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const src = source === 'primary' ? placement.src : placement.fallbackSrc;

  const fail = () => {
    console.warn(missingLogoMessage(src));
    setSource(source === 'primary' ? 'fallback' : 'text');
  };

  useEffect(() => {
    // The pre-rendered image may have loaded, or failed, before hydration attached its handlers.
    const img = image.current;
    if (!img?.complete) return;
    if (img.naturalWidth === 0) fail();
    else setFound(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once per image shown
  }, [source]);

  return (
    <span
      className="inline-flex shrink-0 items-center"
      style={{ width: placement.width, height: placement.height }}
      data-logo-state={source !== 'primary' ? 'fallback' : found ? 'found' : 'loading'}
      data-logo-source={source}
    >
      {source === 'text' ? (
        <span className={`whitespace-nowrap font-bold tracking-tight text-white ${textClassName}`}>
          {siteConfig.name.replace(/ IA$/, '')} <span className="text-brand-300">IA</span>
        </span>
      ) : (
        <img
          key={source}
          ref={image}
          src={src}
          width={placement.width}
          height={placement.height}
          alt={placement.alt}
          decoding="async"
          onLoad={() => setFound(true)}
          onError={fail}
        />
      )}
    </span>
  );
}
