import { lazy, Suspense, useCallback, useState } from 'react';

/** Loaded on demand: the login pages only need the dialog when the captcha is switched on. */
export const preloadClickCaptcha = () => import('./ClickCaptcha');
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
