import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isWechatBrowser, wechatAuthorizeUrl, wechatEndpoints, type WechatStatus } from '@app/contract';
import { endpointQuery, endpointWrite } from '../../api/endpoint';
import { useWrite } from '../../api/write';
import { inWechatBrowser } from './wechat-browser';

/**
 * The member's openid in WeChat's browser (issue #34 item 2, apps/server/src/modules/wechat/README.md):
 * without one stored under the official account's AppID, the member centre sends the browser to
 * WeChat's authorize page (snsapi_base: silent), and posts the code WeChat comes back with. Once
 * per browser session, so a refusal (shown by the request layer) never loops.
 */

/** sessionStorage: this browser session already went to WeChat's authorize page. */
export const WECHAT_TRIED_KEY = 'wechatAuthorizeTried';

/** Our state's shape (`nonce.hmac`, base64url): a `code`/`state` pair in the URL is WeChat's return only when its state is ours. */
const STATE_RE = /^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/;

export type WechatStep =
  | { kind: 'none' }
  /** WeChat came back: post the code and state, then show `cleanUrl` (the page without them). */
  | { kind: 'exchange'; code: string; state: string; cleanUrl: string }
  /** Go to WeChat's authorize page, coming back to `redirectUri`. */
  | { kind: 'authorize'; redirectUri: string };

/** The page's URL without WeChat's `code` and `state` (and, for the redirect_uri, without its hash: WeChat's page adds `#wechat_redirect`). */
export function withoutWechatParams(href: string, keepHash = true): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  if (!keepHash) url.hash = '';
  return url.toString();
}

/** What the member centre does now, from the user agent, the page's URL, the status and whether this session tried already. */
export function wechatStep(input: { userAgent: string; href: string; status?: WechatStatus; tried: boolean }): WechatStep {
  if (!isWechatBrowser(input.userAgent)) return { kind: 'none' };
  const params = new URL(input.href).searchParams;
  const code = params.get('code');
  const state = params.get('state');
  if (code && state && STATE_RE.test(state)) return { kind: 'exchange', code, state, cleanUrl: withoutWechatParams(input.href) };
  const s = input.status;
  if (!s || !s.appid || s.bound || input.tried) return { kind: 'none' };
  return { kind: 'authorize', redirectUri: withoutWechatParams(input.href, false) };
}

const triedThisSession = () => {
  try {
    return window.sessionStorage.getItem(WECHAT_TRIED_KEY) === '1';
  } catch {
    return true; // no storage: never risk a loop
  }
};
const noteTried = () => {
  try {
    window.sessionStorage.setItem(WECHAT_TRIED_KEY, '1');
  } catch {
    /* no storage: triedThisSession says tried */
  }
};

const oauthWrite = endpointWrite(wechatEndpoints.oauth, { touches: () => [wechatEndpoints.status] });
/** A state is a write (the server stores its nonce); it changes no read. */
const stateWrite = endpointWrite(wechatEndpoints.state, { touches: () => [] });

/** Runs the step for the signed-in member (`enabled`). */
export function useWechatAuthorize(enabled: boolean) {
  const inWechat = inWechatBrowser();
  const { data: status } = useQuery({ ...wechatStatusQuery(), enabled: enabled && inWechat });
  const oauth = useWrite(oauthWrite);
  const issue = useWrite(stateWrite);
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || !inWechat || started.current) return;
    const step = wechatStep({ userAgent: navigator.userAgent, href: window.location.href, status, tried: triedThisSession() });
    if (step.kind === 'none') return;
    started.current = true;
    noteTried();
    if (step.kind === 'exchange') {
      window.history.replaceState(window.history.state, '', step.cleanUrl);
      oauth.mutate({ code: step.code, state: step.state });
      return;
    }
    // a refusal is shown by the request layer
    issue.mutate(undefined, { onSuccess: ({ state }) => window.location.assign(wechatAuthorizeUrl(status!.authorize_url, status!.appid, step.redirectUri, state)) });
  }, [enabled, inWechat, status, oauth, issue]);
}

/**
 * Starts a web authorization now, at the member's request (the withdraw page's "Authorize with
 * WeChat"): a state, then WeChat's authorize page, coming back to this page, where the layout's
 * `WechatAuthorize` posts the code. Only in WeChat's browser with the official account configured.
 */
export function useStartWechatAuthorize(status: WechatStatus | undefined) {
  const issue = useWrite(stateWrite);
  const start = () => {
    if (!status?.appid || !inWechatBrowser()) return;
    noteTried();
    issue.mutate(undefined, {
      onSuccess: ({ state }) => window.location.assign(wechatAuthorizeUrl(status.authorize_url, status.appid, withoutWechatParams(window.location.href, false), state)),
    });
  };
  return { start, pending: issue.isPending, possible: Boolean(status?.appid) && inWechatBrowser() };
}

/** The member's WeChat status (cached a minute): the layout and the withdraw page ask it. */
export const wechatStatusQuery = () => ({ ...endpointQuery(wechatEndpoints.status), staleTime: 60_000 });

/** The layout's part of it: renders nothing. */
export function WechatAuthorize({ enabled }: { enabled: boolean }) {
  useWechatAuthorize(enabled);
  return null;
}
