import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import styles from './content-notices.module.css';

const tools = ['bold', 'italic', 'underline', 'heading', 'bulletList', 'orderedList', 'link'] as const;
const marks: Record<(typeof tools)[number], string> = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  heading: 'H',
  bulletList: '•',
  orderedList: '1.',
  link: 'URL',
};

/**
 * A notice's rich-text editor for one language (TipTap, in the back office's chunk only). Its HTML
 * goes to the server, which sanitizes it on save; the preview and the site sanitize it again.
 */
export const NoticeEditor = ({
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
    shouldRerenderOnTransaction: true,
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
  const run = (tool: (typeof tools)[number]) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (tool === 'bold') chain.toggleBold().run();
    if (tool === 'italic') chain.toggleItalic().run();
    if (tool === 'underline') chain.toggleUnderline().run();
    if (tool === 'heading') chain.toggleHeading({ level: 3 }).run();
    if (tool === 'bulletList') chain.toggleBulletList().run();
    if (tool === 'orderedList') chain.toggleOrderedList().run();
    if (tool === 'link') {
      const href = window.prompt(t('backoffice.content.ntc.linkAsk'), 'https://');
      if (href === null) return;
      if (href === '' || href === 'https://') chain.unsetLink().run();
      else chain.setLink({ href }).run();
    }
  };
  const active = (tool: (typeof tools)[number]) =>
    editor ? (tool === 'heading' ? editor.isActive('heading', { level: 3 }) : editor.isActive(tool)) : false;
  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('backoffice.content.ntc.tools')}>
        {tools.map((tool) => (
          <button
            key={tool}
            type="button"
            aria-pressed={active(tool)}
            aria-label={t(`backoffice.content.ntc.tool.${tool}`)}
            title={t(`backoffice.content.ntc.tool.${tool}`)}
            onClick={() => run(tool)}
          >
            {marks[tool]}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
};
