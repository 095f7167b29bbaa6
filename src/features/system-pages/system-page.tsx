import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { SystemPageIcon } from './system-page-icon';
import { SystemPageLoader } from './system-page-loader';
import { SYSTEM_PAGE_TARGETS, type SystemPageType } from './system-page-types';
import { SystemPageView } from './system-page-view';
import { useOptionalText } from './use-optional-text';

export interface SystemPageProps {
  type: SystemPageType;
  /** Technical detail shown small under the description, e.g. 'Page Not Found: /x'. */
  details?: string;
  /** Make the button load the page afresh (used by fatal screens to leave the fatal state). */
  reloadDocument?: boolean;
}

/**
 * One of the system pages of SPEC §2. Texts come from `system:<type>.header|description|button`;
 * a text without a translation is not rendered. The button needs both a text and a target.
 */
export function SystemPage({ type, details, reloadDocument = false }: SystemPageProps) {
  const text = useOptionalText();
  const locale = useLocale();

  const header = text(`${type}.header`);
  const target = SYSTEM_PAGE_TARGETS[type];
  const buttonLabel = target ? text(`${type}.button`) : undefined;
  const visual =
    type === 'paymentPending' ? (
      <SystemPageLoader label={text('loading') ?? header ?? ''} />
    ) : (
      <SystemPageIcon name={type} />
    );

  return (
    <SystemPageView
      visual={visual}
      header={header}
      description={text(`${type}.description`)}
      details={details}
      action={target && buttonLabel ? { label: buttonLabel, to: href(locale, target), reloadDocument } : undefined}
    />
  );
}
