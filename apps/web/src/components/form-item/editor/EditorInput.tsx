import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadModuleWeb } from '../../../app/module-web';
import { pathOfRoute } from '../../../app/navigation';
import { routePush } from '../../../app/route-push';
import { useEditorLoader, type EditorProps } from './editor-registry';

/** The module store's rule: its page's path is known when the admin may open it. */
const STORE_RULE = 'moduleStore/moduleStore';

/** No editor module: a super administrator installs it from the module store (linked when this admin may open the store; underlined, as a link in a sentence must be told apart without its colour). */
function InstallFirst() {
  const { t } = useTranslation();
  const store = pathOfRoute(STORE_RULE);
  return (
    <Alert
      type="warning"
      showIcon
      message={t('form-item.editor.installFirst')}
      description={
        <>
          {t('form-item.editor.superInstalls')}{' '}
          {store && (
            <Typography.Link underline href={store} onClick={(e) => (e.preventDefault(), void routePush(store))}>
              {t('form-item.editor.openStore')}
            </Typography.Link>
          )}
        </>
      }
    />
  );
}

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
  if (!Editor) return asked ? <InstallFirst /> : skeleton;
  return (
    <Suspense fallback={skeleton}>
      <Editor {...props} />
    </Suspense>
  );
}
