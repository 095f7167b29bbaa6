import { useSession } from '@/api/account/use-session';
import { Button } from '@/components/ui/button/button';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import styles from '../session-dialogs.module.css';

/** `gameName`: the already translated name of the game, when opened from a game. */
export type DemoModeDialogProps = DialogBodyPropsOf<'demoMode'>;

/** SPEC §1 demo mode: explains play with fun money and offers real play. */
export function DemoModeDialog({ titleId, close, gameName }: DemoModeDialogProps) {
  const { t } = useTranslation('session');
  const dispatch = useAppDispatch();
  const signedIn = useSession().isPlayer;

  const playForReal = () => {
    if (signedIn) {
      close('real');
      return;
    }
    close('signUp');
    void dispatch(openSignIn('signUp'));
  };

  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="6" width="18" height="13" rx="3" />
          <path d="M7 12.5h4M9 10.5v4M15.5 11.5h.01M17.5 13.5h.01M8 6l2-3h4l2 3" />
        </svg>
      </div>
      <h2 id={titleId} className={styles.title}>
        {t('demo.title')}
      </h2>
      <p className={styles.text}>{gameName ? t('demo.textGame', { game: gameName }) : t('demo.text')}</p>
      <ul className={styles.list}>
        <li>{t('demo.pointFun')}</li>
        <li>{t('demo.pointNoWin')}</li>
        <li>{t(signedIn ? 'demo.pointRealPlayer' : 'demo.pointRealVisitor')}</li>
      </ul>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => close('demo')}>
          {t('demo.continue')}
        </Button>
        <Button variant="primary" onClick={playForReal}>
          {t('demo.playForReal')}
        </Button>
      </div>
    </div>
  );
}
