import { lazy, Suspense, useMemo } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { editorLoader, type EditorProps } from './editor-registry';

/** The `editor` field: the registered rich-text editor, or the request to install one first. */
export default function EditorInput(props: EditorProps) {
  const { t } = useTranslation();
  const loader = editorLoader();
  const Editor = useMemo(() => (loader ? lazy(loader) : null), [loader]);
  if (!Editor) return <Alert type="warning" showIcon message={t('form-item.editor.installFirst')} />;
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: props.height ?? 240 }} aria-label={t('form-item.editor.loading')} />}>
      <Editor {...props} />
    </Suspense>
  );
}
