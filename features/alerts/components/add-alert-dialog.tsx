'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CheckField, SelectField, TextField, useErrorText } from '@/components/form';
import { HashDialog } from '@/components/ui/hash-dialog';
import { useViewer } from '@/features/account/viewer';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import { snackOf, type SnackKey } from '../alert-errors';
import { enableJobAlert } from '../api/enable-job-alert';
import { registerGuestAlert } from '../api/register-guest-alert';
import { saveJobFilter } from '../api/save-job-filter';
import { addLocalSearch, rememberGuestAlert } from '../local-searches';
import { ALERT_FREQUENCIES, ALERT_NAME_MAX, alertNameFromTags } from '../rules';
import { currentSearchUrl, searchTags } from '../search-tags';
import { useAlertForm } from './use-alert-form';
import styles from './alerts.module.css';

interface Props {
  tenant: string;
  alertsEnabled: boolean;
  marketingEnabled: boolean;
  onSnack: (key: SnackKey) => void;
  onSaved: () => void;
}

/** The #add-alert dialog: a guest alert or a local save for visitors, a server save with its alert for candidates. */
export function AddAlertDialog({ tenant, alertsEnabled, marketingEnabled, onSnack, onSaved }: Props) {
  const t = useTranslations('alerts');
  const errorText = useErrorText();
  const viewer = useViewer();
  const { form, submitAs, showServerErrors } = useAlertForm();
  const { control, setValue, getValues, clearErrors, formState } = form;
  const [alertOn, setAlertOn] = useState(alertsEnabled);
  const [done, setDone] = useState<string | null>(null);

  // The dialog describes the list the visitor is on when it opens.
  useEffect(() => {
    const sync = () => {
      if (window.location.hash !== '#add-alert') return;
      const url = currentSearchUrl(window.location.pathname, window.location.search);
      setValue('searchUrl', url);
      // The list names its search with the labels it shows ("Kraków, Backend"); slugs are the fallback.
      const shown = document.querySelector<HTMLElement>('[data-alert-name]')?.dataset.alertName?.trim();
      setValue('name', shown || alertNameFromTags(searchTags(url)));
      setDone(null);
      clearErrors();
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [setValue, clearErrors]);

  /** Runs a call to the server; its refusal lands on the fields it names, anything else is a snackbar. */
  const call = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (!showServerErrors(error)) onSnack(snackOf(error));
    }
  };

  const saveLocally = submitAs('local', ({ name, searchUrl }) => {
    const result = addLocalSearch(window.localStorage, { name, searchUrl });
    if (!result.ok) return onSnack(result.error === 'limit' ? 'localLimit' : 'filterExists');
    setDone(t('dialog.savedLocally'));
    onSaved();
  });

  const registerGuest = submitAs('guest', (values) =>
    call(async () => {
      const { email, name, frequency, searchUrl } = values;
      const { jobFilterId } = await registerGuestAlert(tenant, {
        email,
        name,
        frequency,
        searchUrl,
        createCandidate: values.createCandidate,
        marketingAgreement: values.marketingAgreement,
        privacyPolicyAccepted: values.privacyPolicyAccepted,
      });
      // The header popup of this browser lists it, waiting for the e-mailed confirmation.
      rememberGuestAlert(window.localStorage, { name, searchUrl }, { jobFilterId, email, frequency });
      setDone(t('dialog.registered', { email }));
      onSaved();
    }),
  );

  const saveForMember = submitAs('member', ({ name, searchUrl }) =>
    call(async () => {
      const frequency = getValues('frequency');
      const { jobFilterId } = await saveJobFilter(tenant, searchUrl, name);
      const withAlert = alertsEnabled && alertOn;
      if (withAlert) await enableJobAlert(tenant, jobFilterId, frequency);
      setDone(
        withAlert && viewer.kind === 'candidate'
          ? t('dialog.savedWithAlert', {
              email: viewer.email,
              frequency: t(`frequency.${frequency}`).toLocaleLowerCase(),
            })
          : t('dialog.saved'),
      );
      onSaved();
    }),
  );

  const busy = formState.isSubmitting;
  const nameField = (
    <TextField
      control={control}
      name="name"
      id="alert-name"
      label={t('dialog.name')}
      error={errorText(formState.errors.name?.message)}
      inputProps={{ maxLength: ALERT_NAME_MAX }}
    />
  );
  const frequencyField = (
    <SelectField
      control={control}
      name="frequency"
      label={t('dialog.frequency')}
      options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
    />
  );

  let content;
  if (done) {
    content = (
      <p className={styles.success} role="status" data-testid="add-alert-done">
        {done}
      </p>
    );
  } else if (viewer.kind === 'candidate') {
    content = (
      <form className={styles.form} onSubmit={(e) => void saveForMember(e)} noValidate>
        <p className={styles.muted}>{t('dialog.memberIntro')}</p>
        {nameField}
        {alertsEnabled ? (
          <>
            <label className={styles.check}>
              <input type="checkbox" role="switch" checked={alertOn} onChange={(e) => setAlertOn(e.target.checked)} />
              {t('dialog.alertSwitch')}
            </label>
            {alertOn ? frequencyField : null}
          </>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {t('dialog.save')}
          </button>
        </div>
      </form>
    );
  } else {
    content = (
      <>
        {alertsEnabled ? (
          <form
            className={styles.form}
            onSubmit={(e) => void registerGuest(e)}
            noValidate
            data-testid="guest-alert-form"
          >
            <p className={styles.muted}>{t('dialog.guestIntro')}</p>
            {nameField}
            <TextField
              control={control}
              name="email"
              label={t('dialog.email')}
              error={errorText(formState.errors.email?.message)}
              inputProps={{ type: 'email', autoComplete: 'email' }}
            />
            {frequencyField}
            <CheckField
              control={control}
              name="privacyPolicyAccepted"
              error={errorText(formState.errors.privacyPolicyAccepted?.message)}
              label={
                <>
                  {t('dialog.privacy')} (
                  <Link href={paths.privacyPolicy()} target="_blank">
                    {t('dialog.privacyLink')}
                  </Link>
                  )
                </>
              }
            />
            {viewer.loginEnabled ? (
              <CheckField control={control} name="createCandidate" label={t('dialog.createCandidate')} />
            ) : null}
            {marketingEnabled ? (
              <CheckField control={control} name="marketingAgreement" label={t('dialog.marketing')} />
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.primaryButton} disabled={busy}>
                {busy ? t('dialog.submitting') : t('dialog.submit')}
              </button>
            </div>
          </form>
        ) : (
          nameField
        )}
        {alertsEnabled ? <div className={styles.divider}>{t('dialog.or')}</div> : null}
        <div className={styles.actions}>
          <button type="button" className={styles.headerButton} onClick={(e) => void saveLocally(e)}>
            {t('dialog.saveLocally')}
          </button>
        </div>
      </>
    );
  }

  return (
    <HashDialog hash="add-alert" title={t('dialog.title')} closeLabel={t('dialog.close')} closeHref="?" drawerOnMobile>
      {content}
    </HashDialog>
  );
}
