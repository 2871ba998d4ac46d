'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { HashDialog } from '@/components/ui/hash-dialog';
import { useViewer } from '@/features/account/viewer';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import { snackOf, type SnackKey } from '../alert-errors';
import { enableJobAlert } from '../api/enable-job-alert';
import { registerGuestAlert } from '../api/register-guest-alert';
import { saveJobFilter } from '../api/save-job-filter';
import { addLocalSearch, rememberGuestAlert } from '../local-searches';
import {
  ALERT_FREQUENCIES,
  ALERT_NAME_MAX,
  ALERT_NAME_PATTERN,
  DEFAULT_FREQUENCY,
  alertNameFromTags,
  type AlertFrequency,
} from '../rules';
import { currentSearchUrl, searchTags } from '../search-tags';
import styles from './alerts.module.css';
import { isEmail } from '@/lib/email';

interface Props {
  tenant: string;
  alertsEnabled: boolean;
  marketingEnabled: boolean;
  onSnack: (key: SnackKey) => void;
  onSaved: () => void;
}

type Errors = Partial<Record<'name' | 'email' | 'privacy', string>>;

/** The #add-alert dialog: a guest alert or a local save for visitors, a server save with its alert for candidates. */
export function AddAlertDialog({ tenant, alertsEnabled, marketingEnabled, onSnack, onSaved }: Props) {
  const t = useTranslations('alerts');
  const viewer = useViewer();
  const [searchUrl, setSearchUrl] = useState('/job-offers');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>(DEFAULT_FREQUENCY);
  const [privacy, setPrivacy] = useState(false);
  const [createCandidate, setCreateCandidate] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [alertOn, setAlertOn] = useState(alertsEnabled);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // The dialog describes the list the visitor is on when it opens.
  useEffect(() => {
    const sync = () => {
      if (window.location.hash !== '#add-alert') return;
      const url = currentSearchUrl(window.location.pathname, window.location.search);
      setSearchUrl(url);
      // The list names its search with the labels it shows ("Kraków, Backend"); slugs are the fallback.
      const shown = document.querySelector<HTMLElement>('[data-alert-name]')?.dataset.alertName?.trim();
      setName(shown || alertNameFromTags(searchTags(url)));
      setDone(null);
      setErrors({});
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const validate = (guest: boolean): Errors => {
    const found: Errors = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = t('dialog.nameRequired');
    else if (trimmed.length > ALERT_NAME_MAX) found.name = t('dialog.nameTooLong');
    else if (!ALERT_NAME_PATTERN.test(trimmed)) found.name = t('dialog.nameCharacters');
    if (guest && !isEmail(email)) found.email = t('dialog.emailInvalid');
    if (guest && !privacy) found.privacy = t('dialog.privacyRequired');
    return found;
  };

  const submit = async (event: FormEvent, action: 'guest' | 'local' | 'member') => {
    event.preventDefault();
    const found = validate(action === 'guest');
    setErrors(found);
    if (Object.keys(found).length) return;
    if (action === 'local') {
      const result = addLocalSearch(window.localStorage, { name: name.trim(), searchUrl });
      if (!result.ok) return onSnack(result.error === 'limit' ? 'localLimit' : 'filterExists');
      setDone(t('dialog.savedLocally'));
      return onSaved();
    }
    setBusy(true);
    try {
      if (action === 'guest') {
        const { jobFilterId } = await registerGuestAlert(tenant, {
          email: email.trim(),
          name: name.trim(),
          frequency,
          searchUrl,
          createCandidate,
          marketingAgreement: marketing,
          privacyPolicyAccepted: privacy,
        });
        // The header popup of this browser lists it, waiting for the e-mailed confirmation.
        rememberGuestAlert(
          window.localStorage,
          { name: name.trim(), searchUrl },
          { jobFilterId, email: email.trim(), frequency },
        );
        setDone(t('dialog.registered', { email: email.trim() }));
        onSaved();
      } else {
        const { jobFilterId } = await saveJobFilter(tenant, searchUrl, name.trim());
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
      }
    } catch (error) {
      onSnack(snackOf(error));
    } finally {
      setBusy(false);
    }
  };

  const nameField = (
    <label className={styles.field}>
      {t('dialog.name')}
      <input
        className={styles.input}
        name="name"
        value={name}
        maxLength={ALERT_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(errors.name)}
        aria-describedby={errors.name ? 'alert-name-error' : undefined}
      />
      {errors.name ? (
        <span id="alert-name-error" className={styles.error}>
          {errors.name}
        </span>
      ) : null}
    </label>
  );
  const frequencyField = (
    <label className={styles.field}>
      {t('dialog.frequency')}
      <select
        className={styles.select}
        name="frequency"
        value={frequency}
        onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
      >
        {ALERT_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`frequency.${f}`)}
          </option>
        ))}
      </select>
    </label>
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
      <form className={styles.form} onSubmit={(e) => submit(e, 'member')} noValidate>
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
          <form className={styles.form} onSubmit={(e) => submit(e, 'guest')} noValidate data-testid="guest-alert-form">
            <p className={styles.muted}>{t('dialog.guestIntro')}</p>
            {nameField}
            <label className={styles.field}>
              {t('dialog.email')}
              <input
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(errors.email)}
              />
              {errors.email ? <span className={styles.error}>{errors.email}</span> : null}
            </label>
            {frequencyField}
            <label className={styles.check}>
              <input type="checkbox" checked={privacy} onChange={(e) => setPrivacy(e.target.checked)} />
              <span>
                {t('dialog.privacy')} (
                <Link href={paths.privacyPolicy()} target="_blank">
                  {t('dialog.privacyLink')}
                </Link>
                )
              </span>
            </label>
            {errors.privacy ? <span className={styles.error}>{errors.privacy}</span> : null}
            {viewer.loginEnabled ? (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={createCandidate}
                  onChange={(e) => setCreateCandidate(e.target.checked)}
                />
                {t('dialog.createCandidate')}
              </label>
            ) : null}
            {marketingEnabled ? (
              <label className={styles.check}>
                <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
                {t('dialog.marketing')}
              </label>
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
          <button type="button" className={styles.headerButton} onClick={(e) => submit(e, 'local')}>
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
