'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { STORY_LIMITS } from '../constants';
import styles from './editor.module.css';

/** One image of the story (logo or cover): what it is now or the file chosen, a choose button, undo, hint and error. */
export function ImageField({
  id,
  label,
  hint,
  error,
  src,
  chosen,
  shape,
  onPick,
  onUndo,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  src: string | null;
  chosen: File | null;
  shape: 'square' | 'wide';
  onPick: (file: File | undefined) => void;
  onUndo: () => void;
}) {
  const t = useTranslations('employerBrandStories.actions');
  return (
    <div className={`${form.field} ${shape === 'wide' ? styles.wideField : ''}`}>
      <span className={form.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={shape === 'square' ? styles.logoFrame : styles.coverFrame}>
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- our image routes or a chosen file (blob:)
          <img src={src} alt="" />
        ) : (
          <span className={styles.empty} aria-hidden="true" />
        )}
      </div>
      <div className={styles.fileRow}>
        <input
          id={id}
          className={styles.fileInput}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            onPick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label id={`${id}-button`} htmlFor={id} className={`${form.secondary} ${styles.fileLabel}`}>
          {src ? t('change') : t('choose')}
        </label>
        {chosen ? (
          <button type="button" className={form.linkButton} onClick={onUndo}>
            {t('undo')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={form.hint}>
        {chosen ? t('newFile', { name: chosen.name }) : hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The gallery: kept photos and newly chosen ones as tiles with a remove button, and a tile to add more. */
export function GalleryField({
  kept,
  photos,
  photoUrls,
  error,
  onRemoveKept,
  onRemovePhoto,
  onAdd,
}: {
  /** URLs of the photos the story has and keeps. */
  kept: string[];
  /** Files chosen since the last save, with their blob: URLs. */
  photos: File[];
  photoUrls: (string | null)[];
  error: string;
  onRemoveKept: (url: string) => void;
  onRemovePhoto: (file: File) => void;
  onAdd: (files: File[]) => void;
}) {
  const t = useTranslations('employerBrandStories');
  const count = kept.length + photos.length;
  const tiles = [
    ...kept.map((src) => ({ src, file: null as File | null })),
    ...photos.map((file, i) => ({ src: photoUrls[i] ?? '', file })),
  ];
  return (
    <div className={form.field}>
      <span className={form.label} id="story-gallery-label">
        {t('fields.gallery')}
      </span>
      <ul className={styles.galleryGrid} data-testid="gallery-editor">
        {tiles.map((item, i) => (
          <li key={`${item.src}-${i}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our image route or a chosen file (blob:) */}
            <img src={item.src} alt="" width={160} height={120} />
            <button
              type="button"
              className={styles.removePhoto}
              aria-label={t('actions.removePhoto', { n: i + 1 })}
              onClick={() => (item.file ? onRemovePhoto(item.file) : onRemoveKept(item.src))}
            >
              ×
            </button>
          </li>
        ))}
        {count < STORY_LIMITS.galleryMax ? (
          <li className={styles.addTile}>
            <input
              id="story-gallery"
              className={styles.fileInput}
              type="file"
              multiple
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              aria-labelledby="story-gallery-label story-gallery-add"
              aria-describedby={`story-gallery-hint${error ? ' story-gallery-error' : ''}`}
              data-testid="gallery-input"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].slice(0, STORY_LIMITS.galleryMax - count);
                e.target.value = '';
                onAdd(files);
              }}
            />
            <label id="story-gallery-add" htmlFor="story-gallery" className={styles.addLabel}>
              <span aria-hidden="true">+</span>
              {t('actions.addPhotos')}
            </label>
          </li>
        ) : null}
      </ul>
      <p id="story-gallery-hint" className={form.hint}>
        {count >= STORY_LIMITS.galleryMax
          ? t('actions.galleryFull')
          : t('fields.galleryHint', { max: STORY_LIMITS.galleryMax })}
      </p>
      {error ? (
        <p id="story-gallery-error" className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
