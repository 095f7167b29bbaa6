import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePopupsGetQuery } from '@/api/popups/popups-api';
import type { CampaignPopup, PopupButton } from '@/api/popups/popups.types';
import { Button } from '@/components/ui/button/button';
import { QuerySkeleton } from '@/components/ui/query-state/query-skeleton';
import { QueryState } from '@/components/ui/query-state/query-state';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { NavigationTarget } from '@/lib/navigation/safe-url';
import { popupImageSrc, popupLinkTarget } from './popup-target';
import styles from './campaign-popup.module.css';

/**
 * SPEC §3 "campaign popup": the popup of `sysname` with its picture, its content (untrusted HTML,
 * through SafeHtml) and its buttons (through the safe-navigation helper). In preview mode
 * (#popup-preview) drafts show too, marked as a preview. Any button closes the popup.
 */
export function CampaignPopupDialog({ titleId, close, sysname, preview = false }: DialogBodyPropsOf<'campaignPopup'>) {
  const { t } = useTranslation('popups');
  const query = usePopupsGetQuery({ sysname, locale: useLocale(), ...(preview ? { preview } : {}) });
  const loading = (
    <>
      <h2 id={titleId} className="visually-hidden">{t('loading')}</h2>
      <QuerySkeleton count={3} variant="row" />
    </>
  );

  // Whatever the state, an h2 with titleId names the dialog.
  return (
    <div className={styles.popup} data-preview={preview || undefined}>
      <QueryState query={query} loading={loading} error={{ title: t('error'), titleLevel: 2, titleId }}>
        {(popups) => {
          const popup = popups.find((item) => item.sysname === sysname);
          if (popup) return <PopupContent popup={popup} titleId={titleId} close={close} preview={preview} />;
          return (
            <>
              <h2 id={titleId} className={styles.title}>{t('notFound')}</h2>
              <p className={styles.muted}>{t('notFoundText', { sysname })}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => close()}>{t('close')}</Button>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

interface PopupContentProps {
  popup: CampaignPopup;
  titleId: string;
  close: DialogBodyPropsOf<'campaignPopup'>['close'];
  preview: boolean;
}

/** The published (or previewed) popup: picture, content, buttons. */
function PopupContent({ popup, titleId, close, preview }: PopupContentProps) {
  const { t } = useTranslation('popups');
  const locale = useLocale();
  const navigate = useNavigate();
  // eslint-disable-next-line start/render-matches-markup -- a dialog: never part of prerendered markup
  const origin = window.location.origin;

  // A site link inside the content moves within the app (and closes the popup) instead of reloading it.
  const followContentLink = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor || anchor.getAttribute('target') === '_blank') return;
    const target = popupLinkTarget(anchor.getAttribute('href'), locale, origin);
    event.preventDefault();
    if (target?.kind !== 'internal') return;
    close('navigated');
    void navigate(target.path);
  };

  const image = popupImageSrc(popup.image, origin);
  const actions = popup.buttons.flatMap((button): { button: PopupButton; target: NavigationTarget | null }[] => {
    if (button.url === null) return [{ button, target: null }];
    const target = popupLinkTarget(button.url, locale, origin);
    return target ? [{ button, target }] : [];
  });

  return (
    <>
      {preview ? <p className={styles.previewBadge}>{popup.draft ? t('previewDraft') : t('preview')}</p> : null}
      {image ? <img className={styles.image} src={image} alt="" width={1200} height={400} /> : null}
      <h2 id={titleId} className={styles.title}>{popup.title}</h2>
      {/* Delegation: the links inside are the interactive elements (Enter on a link fires click too). */}
      <div onClick={followContentLink}>
        <SafeHtml html={popup.content} className={styles.content} />
      </div>
      <div className={styles.actions}>
        {actions.length > 0 ? (
          actions.map(({ button, target }, index) => (
            <PopupAction key={index} button={button} target={target} onDone={() => close(target?.kind === 'internal' ? 'navigated' : undefined)} />
          ))
        ) : (
          <Button onClick={() => close()}>{t('close')}</Button>
        )}
      </div>
    </>
  );
}

interface PopupActionProps {
  button: PopupButton;
  /** Where it leads, already checked; null: it only closes. */
  target: NavigationTarget | null;
  onDone: () => void;
}

/** One configured button: closes, moves within the site, or opens another site in a new tab. */
function PopupAction({ button, target, onDone }: PopupActionProps) {
  const variant = button.type === 'secondary' ? 'ghost' : 'primary';
  if (target === null) {
    return <Button variant={variant} onClick={onDone}>{button.text}</Button>;
  }
  if (target.kind === 'internal') {
    return <Button variant={variant} href={target.path} onClick={onDone}>{button.text}</Button>;
  }
  return (
    <a className={`${styles.externalButton} ${styles[variant]}`} href={target.url} target="_blank" rel="noopener noreferrer" onClick={onDone}>
      {button.text}
    </a>
  );
}
