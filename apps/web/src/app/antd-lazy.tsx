import { lazy, type ComponentType } from 'react';
import { loadAntdLocale } from '../lang/antd-locale';
import { currentLang } from '../lang/i18n';

/** The antd scope's module with antd's texts in the reader's language, both fetched at once. */
async function loadScope() {
  const [scope, locale] = await Promise.all([import('./AntdScope'), loadAntdLocale(currentLang())]);
  scope.setAntdLocale(locale);
  return scope.AntdScope;
}

/**
 * Loads a component together with the antd scope (`AntdScope`) and answers it wrapped in the
 * scope: for what renders antd outside the pages behind a login (a dialog of a login page, an
 * error page, the message host). The scope's code loads with the first of them.
 */
export async function loadInAntd<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Promise<{ default: ComponentType<P> }> {
  const [module, AntdScope] = await Promise.all([load(), loadScope()]);
  const Inner = module.default;
  function InAntd(props: P) {
    return (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
  }
  InAntd.displayName = `InAntd(${Inner.displayName ?? Inner.name})`;
  return { default: InAntd };
}

/** `React.lazy` of a component that renders antd, loaded and wrapped by `loadInAntd`. */
export const lazyInAntd = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => loadInAntd(load));
