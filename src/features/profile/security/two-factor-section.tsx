import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { object } from 'yup';
import { useAccountChangeTwoFactorAuthMutation, useAccountConfirmTwoFactorAuthMutation } from '@/api/account/account-profile-api';
import type { TwoFactorChange } from '@/api/account/account-profile.contract';
import { useSession } from '@/api/account/use-session';
import { type ApiError, asApiError } from '@/api/errors';
import { FormError, formErrorStatus } from '@/components/form/form-error';
import { MaskedField } from '@/components/form/masked-field';
import { SubmitButton } from '@/components/form/submit-button';
import { ValidatedForm } from '@/components/form/validated-form';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { confirmationCodeRule } from '@/lib/validation/rules';
import { mapProfileErrors } from '../shared/profile-errors';
import styles from '../shared/profile.module.css';
import { twoFactorMessageOf } from '@/api/auth/two-factor-messages';
import { resendSeconds } from '../shared/resend-seconds';
import { useSubmitLock } from '../shared/use-submit-lock';

const QrCode = lazy(() => import('@/components/ui/qr-code/qr-code'));
const CODE_MASK = { mask: '000000' };

/** The text of a failed two-factor call: one of the five SPEC §8 messages, or the general one. */
function twoFactorError(error: ApiError, t: TFunction): { field: boolean; text: string } {
  const kind = twoFactorMessageOf(error.message);
  if (kind === 'resend') return { field: false, text: t('twoFactor.errors.resend', { seconds: resendSeconds(error) }) };
  if (kind) return { field: kind === 'invalid' || kind === 'format', text: t(`twoFactor.errors.${kind}`) };
  return { field: false, text: mapProfileErrors(error, t, []).form ?? t('errors.failed') };
}

/**
 * Two-factor sign-in (changeTwoFactorAuth asks, confirmTwoFactorAuth applies with the 6-digit code).
 * Switching on shows the authenticator QR code and its secret; the next sign-in then asks for a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const { account } = useSession();
  const enabled = account?.two_factor_auth ?? false;
  const [request, requestState] = useAccountChangeTwoFactorAuthMutation();
  const [pending, setPending] = useState<TwoFactorChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (enable: boolean) => {
    if (requestState.isLoading) return;
    setError(null);
    setNotice(null);
    request({ enable: enable ? '1' : '0' })
      .unwrap()
      .then(setPending, (failure: unknown) => setError(twoFactorError(asApiError(failure), t).text));
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>{t('twoFactor.title')}</h2>
      <p className={styles.cardIntro}>{t('twoFactor.intro')}</p>
      <p>
        <span className={styles.badge} data-state={enabled ? 'ok' : 'warn'}>{t(enabled ? 'twoFactor.on' : 'twoFactor.off')}</span>
      </p>
      {error ? <p className={styles.alert} role="alert">{error}</p> : null}
      <p className={styles.success} role="status">{notice ?? ''}</p>
      {pending ? (
        <TwoFactorConfirm
          change={pending}
          onDone={() => {
            setNotice(t(pending.enable ? 'twoFactor.enabled' : 'twoFactor.disabled'));
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className={styles.actions}>
          <Button type="button" variant={enabled ? 'ghost' : 'primary'} loading={requestState.isLoading} onClick={() => ask(!enabled)}>
            {t(enabled ? 'twoFactor.disable' : 'twoFactor.enable')}
          </Button>
        </div>
      )}
    </section>
  );
}

interface CodeValues {
  code: string;
}

function TwoFactorConfirm({ change, onDone, onCancel }: { change: TwoFactorChange; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const [confirm] = useAccountConfirmTwoFactorAuthMutation();
  const lock = useSubmitLock();
  const schema = useMemo(() => object({ code: confirmationCodeRule() }), []);

  const submit = (values: CodeValues, helpers: FormikHelpers<CodeValues>) =>
    lock(async () => {
      helpers.setStatus(formErrorStatus(null));
      try {
        await confirm({ code: values.code }).unwrap();
        onDone();
      } catch (failure) {
        const { field, text } = twoFactorError(asApiError(failure), t);
        if (field) helpers.setErrors({ code: text });
        else helpers.setStatus(formErrorStatus(text));
      }
    });

  return (
    <div className={styles.inlineForm}>
      {change.enable && change.otpauth_url ? (
        <div className={styles.qrBox}>
          <Suspense fallback={<Spinner />}>
            <QrCode className={styles.qr} value={change.otpauth_url} label={t('twoFactor.qrLabel')} />
          </Suspense>
          <div className={styles.rowMain}>
            <p className={styles.muted}>{t('twoFactor.scan')}</p>
            <p className={styles.muted}>{t('twoFactor.secretLabel')}</p>
            <code className={styles.secret}>{change.secret}</code>
          </div>
        </div>
      ) : null}
      <ValidatedForm<CodeValues>
        strategy="onSubmit"
        initialValues={{ code: '' }}
        validationSchema={schema}
        onSubmit={submit}
        aria-label={t(change.enable ? 'twoFactor.confirmEnable' : 'twoFactor.confirmDisable')}
        className={styles.inlineForm}
      >
        <p className={styles.muted}>{t('twoFactor.codeIntro')}</p>
        <FormError />
        <MaskedField name="code" label={t('twoFactor.code')} mask={CODE_MASK} unmask inputMode="numeric" autoComplete="one-time-code" required />
        <div className={styles.actions}>
          <SubmitButton>{t(change.enable ? 'twoFactor.confirmEnable' : 'twoFactor.confirmDisable')}</SubmitButton>
          <Button type="button" variant="ghost" onClick={onCancel}>{t('twoFactor.cancel')}</Button>
        </div>
      </ValidatedForm>
    </div>
  );
}
