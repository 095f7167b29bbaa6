import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import type { NotBuiltSection } from './not-built-sections';
import { SystemPageIcon } from './system-page-icon';
import { SystemPageView } from './system-page-view';
import { useOptionalText } from './use-optional-text';

/**
 * Stands in for a section whose feature is not built yet, and says so plainly, so nobody
 * mistakes an empty screen for a bug or a finished page.
 */
export function NotBuiltPage({ feature }: { feature: NotBuiltSection }) {
  const text = useOptionalText();
  const locale = useLocale();
  const section = text(`notBuilt.sections.${feature}`) ?? feature;
  const buttonLabel = text('notBuilt.button');

  return (
    <SystemPageView
      visual={<SystemPageIcon name="notBuilt" />}
      header={text('notBuilt.header', { section })}
      description={text('notBuilt.description')}
      action={buttonLabel ? { label: buttonLabel, to: href(locale, 'home') } : undefined}
    />
  );
}
