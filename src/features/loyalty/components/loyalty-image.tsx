import type { LoyaltyImage as Image } from '@/api/loyalty/loyalty.types';
import styles from '../loyalty.module.css';

/** Pictures of the programme: site paths, https addresses and inline data images only. */
export function isShowableImage(src: Image): src is string {
  return typeof src === 'string' && (/^https:\/\//i.test(src) || /^\/(?!\/)/.test(src) || /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(src));
}

/** A decorative picture (the name is always next to it), or an empty tile when there is none. */
export function LoyaltyImage({ src, large = false }: { src: Image; large?: boolean }) {
  const className = `${styles.thumb} ${large ? styles.thumbLarge : ''}`;
  const size = large ? 96 : 56;
  return isShowableImage(src) ? <img className={className} src={src} alt="" width={size} height={size} loading="lazy" /> : <span className={className} aria-hidden="true" />;
}
