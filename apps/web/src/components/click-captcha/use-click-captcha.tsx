import { lazy, Suspense, useCallback, useState } from 'react';
import { loadInAntd } from '../../app/antd-lazy';

let loading: ReturnType<typeof loadDialog> | undefined;
const loadDialog = () => loadInAntd(() => import('./ClickCaptcha'));

/** Loaded on demand (an antd dialog, in the antd scope): the login pages only need it when the captcha is switched on. */
export const preloadClickCaptcha = () => (loading ??= loadDialog());
const ClickCaptcha = lazy(preloadClickCaptcha);

export interface CaptchaAnswer {
  captchaId: string;
  captchaInfo: string;
}

interface Pending {
  settle(answer: CaptchaAnswer | null): void;
}

/**
 * `verify()` opens the dialog and resolves with the verified answer, or with null when the user
 * closes it. Render `dialog` somewhere in the page.
 */
export function useClickCaptcha() {
  const [pending, setPending] = useState<Pending | null>(null);

  const verify = useCallback(
    () => new Promise<CaptchaAnswer | null>((settle) => setPending({ settle })),
    [],
  );

  const finish = (answer: CaptchaAnswer | null) => {
    pending?.settle(answer);
    setPending(null);
  };

  const dialog = pending && (
    <Suspense fallback={null}>
      <ClickCaptcha onSuccess={(captchaInfo, captchaId) => finish({ captchaId, captchaInfo })} onCancel={() => finish(null)} />
    </Suspense>
  );

  return { verify, dialog };
}
