import DOMPurify from 'dompurify';

/**
 * The sanitizer for untrusted svg files (the icon sprite page): svg elements only, no scripts,
 * event handlers, links, foreign content, animation of attributes, external references or styles.
 * Returns '' for anything that is not a string or holds no <svg>.
 */
export function sanitizeSvg(dirty: unknown): string {
  if (typeof dirty !== 'string' || dirty === '') return '';
  const clean = DOMPurify.sanitize(dirty, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'a', 'use', 'image', 'style', 'animate', 'set', 'animateMotion', 'animateTransform', 'feImage'],
    FORBID_ATTR: ['href', 'xlink:href', 'style'],
    ALLOW_DATA_ATTR: false,
  });
  return /^\s*<svg[\s>]/i.test(clean) ? clean : '';
}
