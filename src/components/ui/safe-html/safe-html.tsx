import type { ElementType } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** Untrusted HTML (content service, campaign texts). */
  html: string | null | undefined;
  /** The wrapping element; a div by default. */
  as?: ElementType;
  className?: string;
}

/** Shows untrusted HTML after the shared sanitizer; nothing at all when it is empty. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
