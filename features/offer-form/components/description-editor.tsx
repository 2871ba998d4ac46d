'use client';

import { EditorContent, mergeAttributes, Node, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import toolbar from '@/components/ui/rich-text-toolbar.module.css';
import styles from './offer-form.module.css';

/** The one embedded picture a description may hold (spec: at most one JPEG), stored as a data URI. */
const JpegImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src^="data:image/jpeg"]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

/** Longest side of the embedded picture: keeps the description within the body size the server accepts. */
const IMAGE_MAX_SIDE = 960;
const IMAGE_QUALITY = 0.8;

/** Re-encodes a picture as a JPEG data URI no larger than IMAGE_MAX_SIDE (drops metadata, fits the body limit). */
async function toJpegDataUri(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', IMAGE_QUALITY);
}

export interface DescriptionEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The rich-text description (tiptap). This module is loaded only when the description step opens
 * (next/dynamic), so the editor never weighs on the form's first load. The server sanitises what it
 * stores; the editor only offers what the sanitiser keeps.
 */
export default function DescriptionEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
}: DescriptionEditorProps) {
  const t = useTranslations('offerFormUi.description');
  const file = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false }), JpegImage],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
        'data-testid': 'description-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            hasImage: e.getHTML().includes('<img'),
          }
        : null,
  });
  // A value set from outside (the assistant's proposal applied) replaces the text, unless the employer is typing.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return <div className={styles.editor} aria-busy="true" />;
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed ?? false} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className={styles.editor} aria-invalid={invalid || undefined}>
      <div className={toolbar.toolbar} role="toolbar" aria-label={t('toolbar')}>
        {button(t('bold'), state?.bold, () => chain().toggleBold().run(), 'B')}
        {button(t('italic'), state?.italic, () => chain().toggleItalic().run(), 'I')}
        {button(t('heading2'), state?.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {button(t('heading3'), state?.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {button(t('bulletList'), state?.bullet, () => chain().toggleBulletList().run(), '•')}
        {button(t('orderedList'), state?.ordered, () => chain().toggleOrderedList().run(), '1.')}
        <button type="button" disabled={state?.hasImage} title={t('imageHint')} onClick={() => file.current?.click()}>
          {t('image')}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          onChange={async (e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            if (!picked || editor.getHTML().includes('<img')) return;
            const src = await toJpegDataUri(picked).catch(() => null);
            if (src)
              chain()
                .insertContent({ type: 'image', attrs: { src, alt: '' } })
                .run();
          }}
        />
      </div>
      <div className={styles.content}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
