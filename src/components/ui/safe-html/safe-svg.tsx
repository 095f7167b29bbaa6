import { sanitizeSvg } from './sanitize-svg';

export interface SafeSvgProps {
  /** Untrusted svg markup (a file fetched as text). */
  svg: string | null | undefined;
  className?: string;
}

/** Inlines an untrusted svg after the svg sanitizer, decorative (the caller names it); nothing when empty. */
export function SafeSvg({ svg, className }: SafeSvgProps) {
  const clean = sanitizeSvg(svg);
  if (!clean) return null;
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: clean }} />;
}
