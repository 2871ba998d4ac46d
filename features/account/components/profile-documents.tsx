'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import form from '@/components/ui/form.module.css';
import { candidateApi } from '@/lib/api-paths';
import { formatFileSize } from '@/lib/format';
import { useDeleteDocument } from '../api/delete-document';
import { useUploadDocument } from '../api/upload-document';
import { DOCUMENT_MAX_BYTES, MAX_DOCUMENTS } from '../constants';
import type { Profile } from '../schemas';
import { uploadError } from './upload-error';
import styles from './profile-editor.module.css';

/** The CVs kept on the profile (spec: at most MAX_DOCUMENTS): upload, download and removal. */
export function Documents({ profile }: { profile: Profile }) {
  const t = useTranslations('account');
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDocument();
  const busy = upload.isPending;
  const removal = useDeleteDocument();
  const { confirm, dialog } = useConfirm();
  const docs = profile.applicationDocs;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!/\.(pdf|docx|jpe?g|png)$/i.test(file.name)) return setError(t('upload.invalidFileType'));
    if (file.size === 0) return setError(t('upload.corruptedFile'));
    if (file.size > DOCUMENT_MAX_BYTES) return setError(t('upload.fileTooLarge', { max: 5 }));
    const answer = await upload.mutateAsync(file);
    if (!answer.ok || answer.status !== 201) setError(uploadError(t, answer, DOCUMENT_MAX_BYTES / 1_000_000));
  }

  async function remove(id: number, name: string) {
    const asked = await confirm({
      title: t('profile.documentDeleteConfirm', { name }),
      confirmLabel: t('profile.documentDelete'),
      destructive: true,
    });
    if (!asked) return;
    const answer = await removal.mutateAsync(id);
    if (answer.status !== 204) setError(t('generic'));
  }

  return (
    <section className={styles.section} aria-labelledby="profile-documents">
      {dialog}
      <h2 id="profile-documents" className={styles.heading}>
        {t('profile.documents')}
      </h2>
      <p className={form.hint}>{t('profile.documentsHint', { max: MAX_DOCUMENTS })}</p>
      {docs.length === 0 ? <p>{t('profile.documentsEmpty')}</p> : null}
      <ul className={styles.docs}>
        {docs.map((doc) => (
          <li key={doc.id} className={styles.doc}>
            <span className={styles.docName}>{doc.fileName}</span>
            <span className={styles.docSize}>{formatFileSize(doc.sizeBytes)}</span>
            <a href={candidateApi.profileDocument(doc.id)} download>
              {t('profile.documentDownload')}
            </a>
            <button type="button" className={form.linkButton} onClick={() => remove(doc.id, doc.fileName)}>
              {t('profile.documentDelete')}
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={picker}
        type="file"
        accept=".pdf,.docx,.jpg,.jpeg,.png"
        hidden
        onChange={pick}
        data-testid="cv-input"
      />
      <div className={form.actions}>
        <button
          type="button"
          className={form.secondary}
          disabled={busy || docs.length >= MAX_DOCUMENTS}
          onClick={() => picker.current?.click()}
        >
          {busy ? t('profile.uploading') : t('profile.documentUpload')}
        </button>
      </div>
      {error ? (
        <p role="alert" className={form.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
