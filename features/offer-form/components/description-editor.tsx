'use client';

import { Editor, EditorContent, mergeAttributes, Node, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { richTextAttributes } from '@/components/ui/rich-text-attributes';
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

const EXTENSIONS = [StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false }), JpegImage];

/**
 * The editor kept between the description step's visits. Building one (schema, plugins, commands of every
 * extension) is most of what opening the step would cost, so it is built ahead, in idle time on the step
 * before (`prepareDescriptionEditor`), and a step that closes hands its editor back instead of destroying it.
 */
let kept: Editor | null = null;

const html = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Builds the editor the description step will take, unless one is ready. */
export function prepareDescriptionEditor(): void {
  kept ??= new Editor({ extensions: EXTENSIONS });
}

function takeEditor(value: string, attributes: Record<string, string>): Editor {
  const editor = kept ?? new Editor({ extensions: EXTENSIONS });
  kept = null;
  editor.setOptions({ editorProps: { attributes } });
  if (value !== html(editor)) editor.commands.setContent(value, { emitUpdate: false });
  return editor;
}

/**
 * The rich-text description (tiptap). This module is loaded only in idle time on the step before the
 * description, or when the description step opens (next/dynamic), so the editor never weighs on the form's
 * first load. The server sanitises what it stores; the editor only offers what the sanitiser keeps.
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
  const attributes = useMemo(
    () => richTextAttributes({ labelId, describedBy, invalid, testId: 'description-editor' }),
    [labelId, describedBy, invalid],
  );
  // The step's labels and state on the editable element: set on the editor taken (while the step renders
  // ahead, hidden), then only when they change, not each time the step is shown again.
  const applied = useRef(attributes);
  const [editor] = useState(() => takeEditor(value, attributes));
  useEffect(() => {
    if (attributes === applied.current) return;
    applied.current = attributes;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);
  // The latest handlers, called by the editor's events.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  }, [onChange, onBlur]);
  useEffect(() => {
    if (kept === editor) kept = null; // shown again after a hand-back (its step was hidden, or strict mode)
    const update = () => handlers.current.onChange(html(editor));
    const blur = () => handlers.current.onBlur();
    editor.on('update', update);
    editor.on('blur', blur);
    return () => {
      editor.off('update', update);
      editor.off('blur', blur);
      if (editor.isDestroyed) return;
      // The step is hidden (the form keeps it, and this editor takes it back when shown) or gone: either way
      // this editor is handed back, so a later mount takes it instead of building one. A spare one built
      // ahead in the meantime is dropped: one editor at most waits.
      if (kept && kept !== editor) kept.destroy();
      kept = editor;
    };
  }, [editor]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      hasImage: e.getHTML().includes('<img'),
    }),
  });
  // A value set from outside (the assistant's proposal applied) replaces the text, unless the employer is typing.
  useEffect(() => {
    if (editor.isFocused) return;
    if (value !== html(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
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
