import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadModuleWeb } from '../../../app/module-web';
import { useEditorLoader, type EditorProps } from './editor-registry';

/** The `editor` field: the rich-text editor of an installed module, or the request to install it first. */
export default function EditorInput(props: EditorProps) {
  const { t } = useTranslation();
  const loader = useEditorLoader();
  const [asked, setAsked] = useState(loader !== null);
  useEffect(() => {
    let live = true;
    void loadModuleWeb().finally(() => live && setAsked(true));
    return () => {
      live = false;
    };
  }, []);
  const Editor = useMemo(() => (loader ? lazy(loader) : null), [loader]);
  const skeleton = <Skeleton.Input active block style={{ height: props.height ?? 240 }} aria-label={t('form-item.editor.loading')} />;
  if (!Editor) return asked ? <Alert type="warning" showIcon message={t('form-item.editor.installFirst')} /> : skeleton;
  return (
    <Suspense fallback={skeleton}>
      <Editor {...props} />
    </Suspense>
  );
}
