import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import styles from '../shared/profile.module.css';
import { ContactsSection } from './contacts-section';
import { FakenameForm } from './fakename-form';
import { LanguageSection } from './language-section';
import { ProfileForm } from './profile-form';
import { settingsNoticeOf, withoutNoticeParams } from './settings-notice';

/** /profile/settings: personal data, the public name, contacts and the interface language. */
export function SettingsPage() {
  const { t } = useTranslation('profile');
  useSettingsNotice();
  return (
    <div className={styles.page}>
      <title>{t('meta.settings')}</title>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <ProfileForm />
      <ContactsSection />
      <FakenameForm />
      <LanguageSection />
    </div>
  );
}

/** SPEC §2 `from` and `toastType`: one toast, then the address without them. */
function useSettingsNotice() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const notice = settingsNoticeOf(search);
    if (!notice || shown.current === search) return;
    shown.current = search;
    dispatch(showToast({ kind: notice.kind, messageKey: `profile:${notice.messageKey}` }));
    void navigate(pathname + withoutNoticeParams(search) + hash, { replace: true });
  }, [search, pathname, hash, navigate, dispatch]);
}
