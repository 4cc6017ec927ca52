import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import css from './rich-text-editor.css?inline';

/** What the host's `editor` fields give an editor (apps/web editor-registry.ts): HTML in, HTML out. */
export interface EditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  height?: number;
  'aria-labelledby'?: string;
}

// the module's styles, once per page (a module build is one ES file, no stylesheet of its own)
if (typeof document !== 'undefined' && !document.getElementById('richtext-module-style')) {
  const style = document.createElement('style');
  style.id = 'richtext-module-style';
  style.textContent = css;
  document.head.appendChild(style);
}

type Command = {
  key: string;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const COMMANDS: Command[] = [
  { key: 'bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'strike', text: 'S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { key: 'code', text: '</>', run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  { key: 'heading', text: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'bulletList', text: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', text: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'blockquote', text: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'codeBlock', text: '{ }', run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  { key: 'horizontalRule', text: '—', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: 'undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** The rich-text editor module's editor (tiptap with its starter kit); value and onChange are HTML. */
export default function RichTextEditor({ id, value = '', onChange, disabled, height = 240, ...aria }: EditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editable: !disabled,
    editorProps: { attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', ...(aria['aria-labelledby'] ? { 'aria-labelledby': aria['aria-labelledby'] } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(COMMANDS.map((c) => [c.key, Boolean(e && c.active?.(e))])),
  });

  // a value set from outside (another row loaded into the dialog) replaces the content
  // (an editor that was torn down, e.g. while its Suspense boundary or hidden tab reconnects, is left alone)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className={`tiptap-editor${disabled ? ' is-disabled' : ''}`}>
      <div className="tiptap-editor-toolbar" role="toolbar" aria-label={t('form-item.editor.toolbar')}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.key} title={t(`form-item.editor.${c.key}`)}>
            <Button
              size="small"
              type={active?.[c.key] ? 'primary' : 'text'}
              aria-label={t(`form-item.editor.${c.key}`)}
              aria-pressed={c.active ? Boolean(active?.[c.key]) : undefined}
              disabled={disabled || !editor}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor && c.run(editor)}
            >
              {c.text}
            </Button>
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} className="tiptap-editor-content" style={{ minHeight: height }} />
    </div>
  );
}
