import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import styles from './content-messages.module.css';

/**
 * The message body's rich-text editor (TipTap, in the back office's lazy chunk only). Its HTML goes
 * to the server, which sanitizes it on save; the preview and the player's page sanitize it again.
 */
export const MessageEditor = ({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) => {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.editorArea ?? '',
      },
    },
  });
  const tools: { key: string; label: string; active: boolean; run: () => void }[] = editor
    ? [
        {
          key: 'bold',
          label: 'B',
          active: editor.isActive('bold'),
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          key: 'italic',
          label: 'I',
          active: editor.isActive('italic'),
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          key: 'underline',
          label: 'U',
          active: editor.isActive('underline'),
          run: () => editor.chain().focus().toggleUnderline().run(),
        },
        {
          key: 'heading',
          label: 'H',
          active: editor.isActive('heading', { level: 3 }),
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        {
          key: 'bulletList',
          label: '•',
          active: editor.isActive('bulletList'),
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          key: 'orderedList',
          label: '1.',
          active: editor.isActive('orderedList'),
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          key: 'link',
          label: '↗',
          active: editor.isActive('link'),
          run: () => {
            const href = window.prompt(t('backoffice.content.msg.editor.linkAsk'), 'https://');
            if (href === null) return;
            if (href === '' || href === 'https://') editor.chain().focus().unsetLink().run();
            else editor.chain().focus().setLink({ href }).run();
          },
        },
      ]
    : [];
  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('backoffice.content.msg.editor.tools')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-pressed={tool.active}
            aria-label={t(`backoffice.content.msg.editor.${tool.key}`)}
            title={t(`backoffice.content.msg.editor.${tool.key}`)}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
};
