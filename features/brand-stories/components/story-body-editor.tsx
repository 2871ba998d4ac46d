'use client';

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { richTextAttributes } from '@/components/ui/rich-text-attributes';
import toolbar from '@/components/ui/rich-text-toolbar.module.css';
import styles from './editor.module.css';

export interface StoryBodyEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The story's rich text (tiptap). Loaded only on the editor page (next/dynamic), so tiptap never weighs
 * on any other page. It offers only what the server's sanitiser keeps: headings, lists, emphasis, quotes.
 */
export default function StoryBodyEditor({ value, onChange, labelId, describedBy, invalid }: StoryBodyEditorProps) {
  const t = useTranslations('employerBrandStories.editor');
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false })],
    content: value,
    editorProps: {
      attributes: richTextAttributes({ labelId, describedBy, invalid, testId: 'story-body-editor' }),
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
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
            quote: e.isActive('blockquote'),
          }
        : null,
  });
  if (!editor) return <div className={styles.editorBox} aria-busy="true" />;
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void, text: string) => (
    // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
    <button type="button" aria-label={`${text} ${label}`} title={label} aria-pressed={pressed ?? false} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className={styles.editorBox} data-invalid={invalid || undefined}>
      <div className={toolbar.toolbar} role="toolbar" aria-label={t('toolbar')}>
        {button(t('bold'), state?.bold, () => chain().toggleBold().run(), 'B')}
        {button(t('italic'), state?.italic, () => chain().toggleItalic().run(), 'I')}
        {button(t('heading2'), state?.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {button(t('heading3'), state?.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {button(t('bulletList'), state?.bullet, () => chain().toggleBulletList().run(), '•')}
        {button(t('orderedList'), state?.ordered, () => chain().toggleOrderedList().run(), '1.')}
        {button(t('quote'), state?.quote, () => chain().toggleBlockquote().run(), '❝')}
      </div>
      <div className={styles.editorContent}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
