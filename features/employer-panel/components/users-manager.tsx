'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, TextField, useErrorText } from '@/components/form';
import { useConfirm } from '@/components/ui/confirm-dialog';
import form from '@/components/ui/form.module.css';
import { TableHead } from '@/components/ui/table-head';
import { inviteSchema, type MemberRow } from '@/features/employer-accounts/schemas';
import { fieldMessages } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { useChangeMemberRight } from '../api/change-member-right';
import { useMembers, type Members } from '../api/get-members';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import type { MemberAnswer } from '../api/use-members-mutation';
import styles from './panel-page.module.css';

type Right = MemberRow['right'];
type Notice = { kind: 'error' | 'success'; text: string } | null;

/** The users page: invite, change a right, remove, resend an invitation; every call goes through the API. */
export function UsersManager({ initial, callerRight }: { initial: Members; callerRight: Right }) {
  const t = useTranslations('employerPanel.users');
  const tr = useTranslations('employerPanel.rights');
  const format = useFormatter();
  const errorText = useErrorText();
  const data = useMembers(initial);
  const inviteMember = useInviteMember();
  const changeRight = useChangeMemberRight();
  const removeMember = useRemoveMember();
  const invitation = useForm({
    resolver: catalogueResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: { email: '', right: 'recruiter' as 'admin' | 'recruiter' },
  });
  const right = useWatch({ control: invitation.control, name: 'right' });
  const busy = inviteMember.isPending || changeRight.isPending || removeMember.isPending;
  const [notice, setNotice] = useState<Notice>(null);
  const { confirm, dialog } = useConfirm();

  const errorOf = (answer: MemberAnswer) =>
    answer.status === 429
      ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
      : ((answer.error?.message as string | undefined) ?? t('generic'));

  /** Invites after the e-mail passed the server's own schema here; the server's refusals land on the field. */
  const invite = invitation.handleSubmit(async (values) => {
    setNotice(null);
    const answer = await inviteMember.mutateAsync(values);
    if (answer.status === 201) {
      setNotice({ kind: 'success', text: t('invited', { email: answer.data?.email ?? values.email }) });
      invitation.reset({ email: '', right: values.right });
    } else {
      const message = fieldMessages(answer.error).email;
      if (message) invitation.setError('email', { type: 'server', message });
      setNotice({ kind: 'error', text: errorOf(answer) });
    }
  });

  async function act(run: () => Promise<MemberAnswer>, ok: string, expected: number) {
    setNotice(null);
    const answer = await run();
    if (answer.status === expected) setNotice({ kind: 'success', text: ok });
    else setNotice({ kind: 'error', text: errorOf(answer) });
  }

  const soleOwner = data.members.filter((m) => m.right === 'owner').length === 1;
  const rights: Right[] = callerRight === 'owner' ? ['owner', 'admin', 'recruiter'] : ['admin', 'recruiter'];

  return (
    <>
      {dialog}
      <section className={styles.card} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.cardTitle}>
          {t('inviteTitle')}
        </h2>
        <form className={form.form} onSubmit={invite} noValidate>
          <TextField
            control={invitation.control}
            name="email"
            id="invite-email"
            label={t('email')}
            error={errorText(invitation.formState.errors.email?.message)}
            required
            inputProps={{ type: 'email', autoComplete: 'off' }}
          />
          <SelectField
            control={invitation.control}
            name="right"
            id="invite-right"
            label={t('right')}
            hint={t(`rightHint.${right}`)}
            options={[
              { value: 'recruiter', label: tr('recruiter') },
              { value: 'admin', label: tr('admin') },
            ]}
          />
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {t('invite')}
            </button>
          </div>
        </form>
      </section>

      <div role="status" aria-live="polite" className={styles.section}>
        {notice ? <p className={notice.kind === 'error' ? form.alertError : form.alertSuccess}>{notice.text}</p> : null}
      </div>

      <section className={styles.section} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.sectionTitle}>
          {t('members', { count: data.members.length })}
        </h2>
        {/* Focusable, so keyboard users can scroll a table wider than a phone. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="members-title">
          <table className={styles.table}>
            <TableHead columns={[t('person'), t('right'), t('joined')]} actions={t('actions')} />
            <tbody>
              {data.members.map((m) => {
                const locked = callerRight !== 'owner' && m.right === 'owner';
                return (
                  <tr key={m.id} data-member={m.email}>
                    <td>
                      <strong>{m.name}</strong>
                      {m.you ? <span className={styles.badge}> {t('you')}</span> : null}
                      <br />
                      <span className={styles.muted}>{m.email}</span>
                    </td>
                    <td>
                      {locked || m.you ? (
                        tr(m.right)
                      ) : (
                        <select
                          className={form.select}
                          aria-label={t('rightOf', { name: m.name })}
                          value={m.right}
                          disabled={busy}
                          onChange={(e) =>
                            void act(
                              () => changeRight.mutateAsync({ userId: m.id, right: e.target.value }),
                              t('rightChanged', { name: m.name, right: tr(e.target.value as Right) }),
                              200,
                            )
                          }
                        >
                          {rights.map((r) => (
                            <option key={r} value={r}>
                              {tr(r)}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className={styles.muted}>{format.dateTime(new Date(m.joinedAt), { dateStyle: 'medium' })}</td>
                    <td>
                      {locked ? null : m.you && m.right === 'owner' && soleOwner ? (
                        // The server refuses the last owner's leaving (409): say why before anyone tries.
                        <p className={styles.muted} data-testid="sole-owner-leave">
                          {t('soleOwnerLeave')}
                        </p>
                      ) : (
                        <button
                          type="button"
                          className={form.linkButton}
                          disabled={busy}
                          aria-label={m.you ? undefined : t('removeNamed', { name: m.name })}
                          onClick={async () => {
                            const asked = await confirm({
                              title: m.you ? t('leave') : t('removeNamed', { name: m.name }),
                              text: m.you ? t('confirmLeave') : t('confirmRemove', { name: m.name }),
                              confirmLabel: m.you ? t('leave') : t('remove'),
                              destructive: true,
                            });
                            if (!asked) return;
                            void act(
                              () => removeMember.mutateAsync({ userId: m.id }),
                              t('removed', { name: m.name }),
                              204,
                            ).then(() => {
                              if (m.you) window.location.reload();
                            });
                          }}
                        >
                          {m.you ? t('leave') : t('remove')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="invitations-title">
        <h2 id="invitations-title" className={styles.sectionTitle}>
          {t('invitations', { count: data.invitations.length })}
        </h2>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="invitations-title">
          {data.invitations.length === 0 ? (
            <p className={styles.empty}>{t('noInvitations')}</p>
          ) : (
            <table className={styles.table}>
              <TableHead columns={[t('email'), t('right'), t('expires')]} actions={t('actions')} />
              <tbody>
                {data.invitations.map((i) => (
                  <tr key={i.id}>
                    <td>
                      {i.email}
                      {i.invitedBy ? (
                        <>
                          <br />
                          <span className={styles.muted}>{t('invitedBy', { name: i.invitedBy })}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{tr(i.right)}</td>
                    <td>
                      {i.expired ? (
                        <span className={styles.badge}>{t('expired')}</span>
                      ) : (
                        format.dateTime(new Date(i.expiresAt), { dateStyle: 'medium' })
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className={form.linkButton}
                        disabled={busy}
                        aria-label={t('resendTo', { email: i.email })}
                        onClick={() =>
                          void act(
                            () => inviteMember.mutateAsync({ email: i.email, right: i.right }),
                            t('resent', { email: i.email }),
                            201,
                          )
                        }
                      >
                        {t('resend')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
    </>
  );
}
