import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { theme, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { dragHasFiles, isTextTarget, pasteKeys, screenFiles, transferFiles, type DropProblem, type ScreenRules } from './file-drop';
import '../form-item.css';

export type FileSource = 'pick' | 'drop' | 'paste';

const ZONE = 'file-drop-zone';

/** Where a paste outside the zone still comes to it: its dialog (when it is the dialog's only zone), or the page around it. */
export type PasteScope = 'zone' | 'dialog' | 'page';

function pasteReaches(zone: HTMLElement, target: EventTarget | null, scope: PasteScope): boolean {
  // a text field keeps its paste, even in the zone (the attachment list's search)
  if (isTextTarget(target)) return false;
  if (target instanceof Node && zone.contains(target)) return true;
  if (scope === 'zone') return false;
  // another zone takes its own paste
  if (target instanceof Element && target.closest(`.${ZONE}`)) return false;
  const dialog = zone.closest('.ant-modal-wrap, .ant-drawer, [role=dialog]');
  if (dialog) return target instanceof Node && dialog.contains(target) && dialog.querySelectorAll(`.${ZONE}`).length === 1;
  if (scope !== 'page') return false;
  // the page around the zone has focus (nothing focused, or the admin's main area after a click on it): not while a dialog is open over it
  return target instanceof Node && target.contains(zone) && !document.querySelector('.ant-modal-wrap:not([style*="display: none"])');
}

/**
 * Screens a batch by the field's rules and says, in the site's language, why each refused file
 * was left out (the same words for a picked, dropped or pasted file). Returns the files to send.
 */
export function useFileScreen() {
  const { t } = useTranslation();
  return (files: File[], rules: ScreenRules & { max?: number; say?: Partial<Record<DropProblem, (name: string) => string>> }): File[] => {
    const { accepted, refused } = screenFiles(files, rules);
    for (const { file, problem } of refused) {
      const text = rules.say?.[problem]?.(file.name) ?? t(`form-item.upload.${problem}`, { max: rules.max ?? rules.room, name: file.name });
      feedback().httpError(files.length > 1 && problem !== 'tooMany' && problem !== 'onlyOne' ? `${file.name}: ${text}` : text);
    }
    return accepted;
  };
}

interface FileDropProps {
  /** The files of a drop or a paste (unscreened: the field screens them as it screens picked ones). */
  onFiles: (files: File[], source: FileSource) => void;
  disabled?: boolean;
  /** A multi field: the hint speaks of files, not a file. */
  multiple?: boolean;
  /** An image field: the hint speaks of images. */
  images?: boolean;
  /** Where a paste is taken (default: in the zone, or anywhere in its dialog when it is the dialog's only zone). */
  pasteScope?: PasteScope;
  /** No hint line (a zone whose children say it). */
  hideHint?: boolean;
  /** The hint above the children (a zone around a whole list), not below. */
  hintFirst?: boolean;
  /** The hint's and the drag overlay's words, when the field's own say more (what it takes, what follows). */
  texts?: { hint?: (pasteKeys: string) => string; dropHere?: string };
  className?: string;
  children?: ReactNode;
}

/**
 * The drop and paste target of an upload field (every one of them: the form kit's image and
 * file inputs, the avatar, the attachment list). Dragging files over it shows the hover state;
 * dropping them, or Ctrl+V of a copied file or a screenshot while it (or its dialog) has focus,
 * hands them to the field, which screens and sends them like picked ones. The hint is the
 * zone's description, so a screen reader says it on focus; what was received is announced.
 */
export default function FileDrop({ onFiles, disabled, multiple, images, pasteScope = 'dialog', hideHint, hintFirst, texts, className, children }: FileDropProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const [said, setSaid] = useState('');
  const hintId = useId();

  const what = images ? (multiple ? 'images' : 'image') : multiple ? 'files' : 'file';
  const take = (files: File[], source: FileSource) => {
    if (!files.length) return;
    setSaid(t('form-item.upload.received', { count: files.length }));
    onFiles(files, source);
  };
  // the document's paste listener, added once, reads the props of the last render
  const latest = useRef({ take, disabled, pasteScope });
  latest.current = { take, disabled, pasteScope };

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const zone = ref.current;
      if (!zone || latest.current.disabled || e.defaultPrevented || !pasteReaches(zone, e.target, latest.current.pasteScope)) return;
      const files = transferFiles(e.clipboardData, true);
      if (!files.length) return; // text: left to whatever takes it
      e.preventDefault();
      latest.current.take(files, 'paste');
    };
    // a file dropped beside the zone would make the browser leave the app to open it
    const guard = (e: DragEvent) => {
      if (!e.defaultPrevented && dragHasFiles(e.dataTransfer)) e.preventDefault();
    };
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);

  /** Whether an event's target is in the zone's own markup (not in a dialog the field opened, which React bubbles through it). */
  const inZone = (target: EventTarget) => target instanceof Node && !!ref.current?.contains(target);
  /** A drop in the zone and not in another zone inside it (that one takes it). */
  const ownDrop = (target: EventTarget) => inZone(target) && (target instanceof Element ? target : (target as Node).parentElement)?.closest(`.${ZONE}`) === ref.current;

  const leave = () => {
    depth.current = 0;
    setOver(false);
  };

  const hint = !disabled && !hideHint && (
    <Typography.Text type="secondary" id={hintId} className={`${ZONE}-hint`}>
      {texts?.hint?.(pasteKeys()) ?? t(`form-item.upload.dropHint.${what}`, { keys: pasteKeys() })}
    </Typography.Text>
  );

  return (
    <div
      ref={ref}
      className={[ZONE, over ? `${ZONE}-over` : '', className].filter(Boolean).join(' ')}
      role="group"
      tabIndex={disabled ? undefined : 0}
      aria-describedby={disabled || hideHint ? undefined : hintId}
      aria-disabled={disabled || undefined}
      data-testid="file-drop"
      style={{
        borderColor: over ? token.colorPrimary : 'transparent',
        background: over ? token.colorPrimaryBg : undefined,
        borderRadius: token.borderRadius,
        outlineColor: token.colorPrimaryBorder,
      }}
      onDragEnter={(e) => {
        if (disabled || !inZone(e.target) || !dragHasFiles(e.dataTransfer)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !dragHasFiles(e.dataTransfer)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (!inZone(e.target)) return;
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      // taken on the way down, before an upload button inside (antd's Upload takes drops too) sends the files a second time
      onDropCapture={(e) => {
        if (!inZone(e.target)) return;
        leave();
        if (disabled || !ownDrop(e.target)) return;
        const files = transferFiles(e.dataTransfer);
        if (!files.length) return;
        e.preventDefault();
        e.stopPropagation();
        take(files, 'drop');
      }}
    >
      {hintFirst && hint}
      {children}
      {!hintFirst && hint}
      {over && (
        <div className={`${ZONE}-overlay`} aria-hidden style={{ color: token.colorPrimaryText, background: token.colorPrimaryBg }}>
          <InboxOutlined /> {texts?.dropHere ?? t(`form-item.upload.dropHere.${what}`)}
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
