import { createElement } from 'react';
import type { NotBuiltSection } from '@/features/system-pages/not-built-sections';

/** Route module for a section whose feature is not built yet; the README's status table lists them. */
export function notBuilt(feature: NotBuiltSection) {
  return async () => {
    const { NotBuiltPage } = await import('@/features/system-pages/not-built-page');
    return { Component: () => createElement(NotBuiltPage, { feature }) };
  };
}
