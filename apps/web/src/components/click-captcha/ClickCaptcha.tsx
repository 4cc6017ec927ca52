import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, Modal, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkClickCaptcha, getClickCaptcha, type ClickCaptchaData } from '../../api/common';
import { buildCaptchaInfo, type CaptchaPoint } from './captcha-info';
import { uuid } from '../../utils/uuid';
import './click-captcha.css';

export interface ClickCaptchaProps {
  /** Called with the verified answer and its captcha id, to pass on as `captchaInfo` and `captchaId`. */
  onSuccess(info: string, captchaId: string): void;
  onCancel(): void;
}

type Status = 'loading' | 'ready' | 'checking' | 'success' | 'wrong' | 'loadFailed';

/** Pause that lets the user read the result before the dialog closes or a new image loads. */
const RESULT_PAUSE = 800;

/**
 * The click captcha dialog: click the named characters/icons in order on the image. Every image
 * gets a new client-chosen id, so a failed one can never be answered again.
 */
export default function ClickCaptcha({ onSuccess, onCancel }: ClickCaptchaProps) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<ClickCaptchaData | null>(null);
  const [points, setPoints] = useState<CaptchaPoint[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const generation = useRef(0);
  const timer = useRef<number>(undefined);

  const load = useCallback(() => {
    const current = ++generation.current;
    window.clearTimeout(timer.current);
    setStatus('loading');
    setPoints([]);
    getClickCaptcha(uuid()).then(
      (data) => {
        if (current !== generation.current) return;
        setCaptcha(data);
        setStatus('ready');
      },
      () => current === generation.current && setStatus('loadFailed'),
    );
  }, []);

  useEffect(() => {
    load();
    return () => {
      generation.current += 1; // ignore answers that arrive after unmount
      window.clearTimeout(timer.current);
    };
  }, [load]);

  const check = (id: string, info: string) => {
    const current = generation.current;
    setStatus('checking');
    checkClickCaptcha(id, info).then(
      () => {
        if (current !== generation.current) return;
        setStatus('success');
        timer.current = window.setTimeout(() => onSuccess(info, id), RESULT_PAUSE);
      },
      () => {
        if (current !== generation.current) return;
        setStatus('wrong');
        timer.current = window.setTimeout(load, RESULT_PAUSE);
      },
    );
  };

  const onImageClick = (event: MouseEvent<HTMLImageElement>) => {
    if (status !== 'ready' || !captcha) return;
    const next = [...points, { x: event.nativeEvent.offsetX, y: event.nativeEvent.offsetY }];
    setPoints(next);
    if (next.length === captcha.text.length) {
      const image = event.currentTarget;
      check(captcha.id, buildCaptchaInfo(next, image.width, image.height));
    }
  };

  const tip = {
    success: { text: t('captcha.success'), tone: 'success' },
    wrong: { text: t('captcha.wrongArea'), tone: 'error' },
    loadFailed: { text: t('captcha.loadFailed'), tone: 'error' },
  }[status as 'success' | 'wrong' | 'loadFailed'];

  return (
    <Modal open title={t('captcha.title')} footer={null} width={420} centered maskClosable={false} onCancel={onCancel} destroyOnHidden>
      <div className="click-captcha" data-testid="click-captcha">
        <p className="click-captcha-prompt">
          {t('captcha.clickInOrder')}{' '}
          {captcha?.text.map((text, index) => (
            <strong key={index} className="click-captcha-target">
              {text}
            </strong>
          ))}
        </p>
        <Spin spinning={status === 'loading' || status === 'checking'}>
          <div className="click-captcha-stage" style={captcha ? { width: captcha.width, minHeight: captcha.height } : undefined}>
            {captcha && (
              <img
                className="click-captcha-img"
                data-testid="click-captcha-img"
                src={captcha.base64}
                width={captcha.width}
                height={captcha.height}
                alt={t('captcha.imageAlt')}
                draggable={false}
                onClick={onImageClick}
              />
            )}
            {points.map((point, index) => (
              <span key={index} className="click-captcha-dot" style={{ left: point.x, top: point.y }} aria-hidden="true">
                {index + 1}
              </span>
            ))}
          </div>
        </Spin>
        <div className="click-captcha-footer">
          <p className={`click-captcha-tip ${tip ? `is-${tip.tone}` : ''}`} role="status" aria-live="polite">
            {tip?.text}
          </p>
          <Button icon={<ReloadOutlined />} onClick={load} disabled={status === 'checking' || status === 'success'}>
            {t('captcha.refresh')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
