import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Modal, Popconfirm, Radio, Space, Table, Tag, Typography, Upload } from 'antd';
import { RadioGroup } from '../../../../components/radio-group';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MODULE_PACKAGE_MAX_BYTES, type CatalogueModule } from '@app/contract';
import { ApiCodeError } from '../../../../api/request';
import { feedback } from '../../../../api/feedback';
import { invalidateTouched } from '../../../../api/write';
import {
  changeModuleState,
  dependentInstallComplete,
  inspectModule,
  installModule,
  MODULE_STATE,
  uninstallModule,
  updateModule,
  uploadModule,
  type DependConflict,
  type FileConflict,
  type InstallExtend,
} from '../../../../api/module';
import { refreshModuleWeb } from '../../../../app/module-web';
import { reloadAdminMenus } from '../../../../app/bootstrap/admin';
import FileDrop, { useFileScreen } from '../../../../components/form-item/inputs/FileDrop';
import { acceptOf, checkFileKind, pasteKeys, type FileKind } from '../../../../components/form-item/inputs/file-drop';
import { useAdminInfo } from '../../../../stores/admin-info';
import { registerTaskCallback, TaskStatus, useTerminal } from '../../../../stores/terminal';
import { catalogueQuery, installedModulesQuery, moduleStoreTouches } from './module-store-queries';
import { PackageReview, type Review, type ReviewAction } from './PackageReview';

const LANG = 'module-store-module-store';
/** The terminal task callback that marks a module's dependencies installed (its extend: `module-install:<uid>`). */
const DEPENDENCIES_DONE = 'module-store.dependencies';

/** A module of the catalogue or installed (the installed version, and the catalogue's latest). */
type Row = Pick<CatalogueModule, 'uid' | 'title' | 'intro' | 'author' | 'version' | 'state'> & { latest: CatalogueModule['version'] };

type Conflicts = { uid: string; fileConflict: FileConflict[]; dependConflict: DependConflict[] };
type DisableAsk = { uid: string; conflictFile: string[]; dependConflict: { depend: string; dependTitle: string }[] };

/** What the store's upload takes, picked, dropped or pasted: one zip up to the server's package limit. */
export const MODULE_PACKAGE: FileKind = {
  suffixes: ['zip'],
  mimes: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip', 'application/octet-stream'],
  maxBytes: MODULE_PACKAGE_MAX_BYTES,
};
const PACKAGE_MB = MODULE_PACKAGE_MAX_BYTES / 1024 / 1024;

const STATE_COLOURS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'processing', 3: 'warning', 4: 'warning', 5: 'error', 6: 'default' };

const newer = (a: string, b: string) => {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] || 0) !== (pb[i] || 0)) return (pa[i] || 0) > (pb[i] || 0);
  return false;
};

/**
 * The module store (reference 13): the catalogue with each module's state, uploads, and the
 * install / disable / enable / uninstall / update flow with its conflict dialogs. Installing,
 * enabling and updating first show what the package will do (PackageReview). Every action is a
 * super administrator's (the server refuses anyone else, whatever nodes they hold); others only read.
 */
export default function ModuleStorePage() {
  const { t } = useTranslation();
  const isSuper = useAdminInfo((s) => s.super);
  const [busy, setBusy] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<Conflicts | null>(null);
  const [fileSolution, setFileSolution] = useState<Record<string, 'cover' | 'discard'>>({});
  const [dependSolution, setDependSolution] = useState<Record<string, 'cover' | 'discard'>>({});
  const [disableAsk, setDisableAsk] = useState<DisableAsk | null>(null);
  const [dependDelete, setDependDelete] = useState<string[]>([]);
  const [review, setReview] = useState<(Review & { uid: string }) | null>(null);
  const [uploading, setUploading] = useState(false);
  const screen = useFileScreen();

  // the two lists, read as the store's own changes left them (not again when the window regains focus)
  const client = useQueryClient();
  const installed = useQuery({ ...installedModulesQuery(), refetchOnWindowFocus: false });
  const catalogueRead = useQuery({ ...catalogueQuery(), refetchOnWindowFocus: false });
  /** The catalogue as last read, none when that read failed (the page says so). */
  const cat = catalogueRead.isError ? undefined : catalogueRead.data;
  const catalogue: 'ok' | 'missing' | 'error' = catalogueRead.isError ? 'error' : !cat || cat.configured ? 'ok' : 'missing';
  const loading = installed.isFetching || catalogueRead.isFetching;
  const rows = useMemo(() => {
    // shown once both have answered (the catalogue may have failed), as one list by uid
    if (!installed.data || catalogueRead.isPending) return [];
    const byUid = new Map<string, Row>();
    for (const m of cat?.list ?? []) byUid.set(m.uid, { uid: m.uid, title: m.title, intro: m.intro, author: m.author, version: m.installedVersion || m.version, latest: m.version, state: m.state });
    for (const m of installed.data.installed) {
      const known = byUid.get(m.uid);
      byUid.set(m.uid, { uid: m.uid, title: m.title, intro: m.intro, author: m.author, version: m.version, latest: known?.latest ?? m.version, state: m.state });
    }
    return [...byUid.values()];
  }, [installed.data, catalogueRead.isPending, cat]);
  /** After a write: both lists (and what else the store changes) are read again. */
  const reread = useCallback(() => invalidateTouched(client, moduleStoreTouches()), [client]);

  const dependenciesDone = useEffectEvent((uid: string) => {
    dependentInstallComplete(uid)
      .then(() => feedback().success(t(`${LANG}.dependenciesInstalled`)))
      .catch(() => undefined)
      .finally(() => {
        void refreshModuleWeb();
        void reread();
      });
  });
  // the terminal tells when the dependencies are in
  useEffect(
    () =>
      registerTaskCallback(DEPENDENCIES_DONE, (status, task) => {
        const uid = task.extend.replace(/^module-install:/, '');
        if (status === TaskStatus.Success && uid) dependenciesDone(uid);
      }),
    [],
  );

  const queueDependencies = useCallback(
    (uid: string) => {
      const terminal = useTerminal.getState();
      terminal.addTaskPM('module-install', true, `module-install:${uid}`, DEPENDENCIES_DONE);
      terminal.toggle(true);
      feedback().warning?.(t(`${LANG}.dependenciesQueued`));
    },
    [t],
  );

  /** Runs a store action; the answers -1 / -2 open their dialog or the terminal. */
  const act = useCallback(
    async (uid: string, run: () => Promise<unknown>, done?: string) => {
      setBusy(uid);
      try {
        const res = (await run()) as { restartRequired?: boolean } | undefined;
        if (done) feedback().success(t(`${LANG}.${done}`));
        if (res?.restartRequired) feedback().warning?.(t(`${LANG}.restartRequired`));
      } catch (err) {
        if (!(err instanceof ApiCodeError)) throw err;
        const data = err.envelope.data as Record<string, unknown>;
        if (err.code === -1 && Array.isArray(data.fileConflict)) {
          const c = data as unknown as Conflicts;
          setFileSolution(Object.fromEntries(c.fileConflict.map((f) => [f.oldFile, f.solution])));
          setDependSolution(Object.fromEntries(c.dependConflict.map((d) => [d.depend, d.solution])));
          setConflicts(c);
        } else if (err.code === -1 && Array.isArray(data.conflictFile)) {
          const ask = data as unknown as DisableAsk;
          setDependDelete(ask.dependConflict.map((d) => d.depend));
          setDisableAsk(ask);
        } else if (err.code === -2) {
          if ((data.state as number) === MODULE_STATE.DEPENDENT_WAIT_INSTALL) queueDependencies(uid);
          else feedback().success(t(`${LANG}.disabled`));
        } else {
          feedback().codeError(err.message);
        }
      } finally {
        setBusy(null);
        // a module's editor, pages and menu rules come and go with it
        void refreshModuleWeb().then(() => reloadAdminMenus().catch(() => undefined));
        await reread();
      }
    },
    [reread, queueDependencies, t],
  );

  const install = (uid: string, extend?: InstallExtend) => act(uid, () => installModule(uid, extend), 'installed');
  const enable = (uid: string) =>
    act(uid, async () => {
      await changeModuleState(uid, true);
      return installModule(uid);
    }, 'enabled');
  const disable = (uid: string, extra?: Parameters<typeof changeModuleState>[2]) => act(uid, () => changeModuleState(uid, false, extra), 'disabled');
  const update = (uid: string) =>
    act(uid, async () => {
      await updateModule(uid);
      feedback().success(t(`${LANG}.updated`));
      return installModule(uid);
    }, 'installed');

  /** Shows what the package will do; the action runs once confirmed. */
  const reviewFirst = async (uid: string, action: ReviewAction) => {
    setBusy(uid);
    try {
      const res = await inspectModule(uid, action === 'update');
      setReview({ uid, action, pkg: res.package });
    } catch (err) {
      if (err instanceof ApiCodeError) feedback().codeError(err.message);
      else throw err;
    } finally {
      setBusy(null);
    }
  };
  const confirmed = () => {
    const r = review!;
    setReview(null);
    void (r.action === 'install' ? install(r.uid) : r.action === 'enable' ? enable(r.uid) : update(r.uid));
  };

  /** A package however it came (picked, dropped, pasted): screened, uploaded, then it waits for install. */
  const takePackage = (files: File[]) => {
    const [file] = screen(files, {
      check: (f) => checkFileKind(f, MODULE_PACKAGE),
      multiple: false,
      room: 1,
      say: { typeNotAllowed: (name) => t(`${LANG}.wrongType`, { name }), sizeExceeded: (name) => t(`${LANG}.tooLarge`, { name, mb: PACKAGE_MB }) },
    });
    if (!file || uploading) return;
    setUploading(true);
    uploadModule(file)
      .then(() => feedback().success(t(`${LANG}.uploaded`)))
      .catch((err: unknown) => {
        if (err instanceof ApiCodeError) feedback().codeError(err.message);
      })
      .finally(() => {
        setUploading(false);
        void reread();
      });
  };

  const columns: ColumnsType<Row> = [
    {
      title: t(`${LANG}.module`),
      dataIndex: 'title',
      render: (_: unknown, r: Row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary">{r.uid}</Typography.Text>
          {r.intro && <Typography.Text type="secondary">{r.intro}</Typography.Text>}
        </Space>
      ),
    },
    { title: t(`${LANG}.author`), dataIndex: 'author', width: 160 },
    {
      title: t(`${LANG}.version`),
      dataIndex: 'version',
      width: 150,
      render: (_: unknown, r: Row) => (
        <Space direction="vertical" size={0}>
          <span>{r.version}</span>
          {newer(r.latest, r.version) && <Typography.Text type="warning">{t(`${LANG}.latest`, { version: r.latest })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t(`${LANG}.state`),
      dataIndex: 'state',
      width: 140,
      render: (state: number) => <Tag color={STATE_COLOURS[state]}>{t(`${LANG}.states.${state}`)}</Tag>,
    },
    {
      title: t(`${LANG}.operate`),
      key: 'operate',
      width: 280,
      render: (_: unknown, r: Row) => {
        const loadingThis = busy === r.uid;
        const S = MODULE_STATE;
        return (
          <Space wrap>
            {isSuper && r.state === S.UNINSTALLED && (
              <Button type="primary" size="small" loading={loadingThis} onClick={() => void reviewFirst(r.uid, 'install')}>
                {t(`${LANG}.install`)}
              </Button>
            )}
            {isSuper && (r.state === S.WAIT_INSTALL || r.state === S.CONFLICT_PENDING) && (
              <Button type="primary" size="small" loading={loadingThis} onClick={() => void reviewFirst(r.uid, 'install')}>
                {t(`${LANG}.continueInstall`)}
              </Button>
            )}
            {isSuper && r.state === S.DEPENDENT_WAIT_INSTALL && (
              <Button size="small" onClick={() => queueDependencies(r.uid)}>
                {t(`${LANG}.installDependencies`)}
              </Button>
            )}
            {isSuper && (r.state === S.INSTALLED || r.state === S.CONFLICT_PENDING || r.state === S.DEPENDENT_WAIT_INSTALL) && (
              <Button size="small" loading={loadingThis} onClick={() => void disable(r.uid)}>
                {t(`${LANG}.disable`)}
              </Button>
            )}
            {isSuper && r.state === S.DISABLE && (
              <Button type="primary" size="small" loading={loadingThis} onClick={() => void reviewFirst(r.uid, 'enable')}>
                {t(`${LANG}.enable`)}
              </Button>
            )}
            {isSuper && r.state === S.DISABLE && newer(r.latest, r.version) && (
              <Button size="small" loading={loadingThis} onClick={() => void reviewFirst(r.uid, 'update')}>
                {t(`${LANG}.update`, { version: r.latest })}
              </Button>
            )}
            {isSuper && r.state === S.DISABLE && (
              <Popconfirm title={t(`${LANG}.uninstallConfirm`)} okText={t(`${LANG}.confirm`)} cancelText={t(`${LANG}.cancel`)} okButtonProps={{ danger: true }} onConfirm={() => act(r.uid, () => uninstallModule(r.uid), 'uninstalled')}>
                <Button danger size="small" loading={loadingThis}>
                  {t(`${LANG}.uninstall`)}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <FileDrop onFiles={takePackage} disabled={!isSuper || uploading} pasteScope="page" hideHint texts={{ dropHere: t(`${LANG}.dropHere`) }}>
    <Card
      title={t(`${LANG}.title`)}
      extra={
        <Space>
          <Button onClick={() => void Promise.all([installed.refetch(), catalogueRead.refetch()])}>{t(`${LANG}.refresh`)}</Button>
          {isSuper && (
            <Upload
              accept={acceptOf(MODULE_PACKAGE)}
              showUploadList={false}
              multiple={false}
              disabled={uploading}
              beforeUpload={(file) => {
                takePackage([file]);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button type="primary" loading={uploading} data-testid="module-upload">
                {t(`${LANG}.upload`)}
              </Button>
            </Upload>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t(`${LANG}.intro`)}
        {isSuper && <span data-testid="module-drop-hint"> {t(`${LANG}.dropHint`, { keys: pasteKeys(), mb: PACKAGE_MB })}</span>}
      </Typography.Paragraph>
      {!isSuper && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={t(`${LANG}.superOnly`)} />}
      {catalogue !== 'ok' && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={t(`${LANG}.${catalogue === 'missing' ? 'catalogueMissing' : 'catalogueError'}`)} />}
      <Table<Row> rowKey="uid" columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 900 }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${LANG}.empty`)} /> }} />

      <PackageReview review={review} onConfirm={confirmed} onCancel={() => setReview(null)} />

      <Modal
        open={!!conflicts}
        title={t(`${LANG}.conflictTitle`)}
        okText={t(`${LANG}.confirm`)}
        cancelText={t(`${LANG}.cancel`)}
        width={760}
        onCancel={() => setConflicts(null)}
        onOk={() => {
          const c = conflicts!;
          setConflicts(null);
          void install(c.uid, { fileConflict: fileSolution, dependConflict: { npm: dependSolution } });
        }}
      >
        <Typography.Paragraph>{t(`${LANG}.conflictIntro`)}</Typography.Paragraph>
        {!!conflicts?.fileConflict.length && (
          <Table<FileConflict>
            size="small"
            rowKey="oldFile"
            pagination={false}
            title={() => t(`${LANG}.fileConflict`)}
            dataSource={conflicts.fileConflict}
            columns={[
              { title: t(`${LANG}.file`), dataIndex: 'oldFile' },
              {
                title: t(`${LANG}.solution`),
                width: 220,
                render: (_: unknown, f: FileConflict) => (
                  <RadioGroup size="small" value={fileSolution[f.oldFile]} onChange={(e) => setFileSolution((s) => ({ ...s, [f.oldFile]: e.target.value }))}>
                    <Radio value="cover">{t(`${LANG}.cover`)}</Radio>
                    <Radio value="discard">{t(`${LANG}.discard`)}</Radio>
                  </RadioGroup>
                ),
              },
            ]}
          />
        )}
        {!!conflicts?.dependConflict.length && (
          <Table<DependConflict>
            size="small"
            rowKey="depend"
            pagination={false}
            title={() => t(`${LANG}.dependConflict`)}
            dataSource={conflicts.dependConflict}
            columns={[
              { title: t(`${LANG}.newDepend`), dataIndex: 'newDepend' },
              { title: t(`${LANG}.oldDepend`), dataIndex: 'oldDepend' },
              {
                title: t(`${LANG}.solution`),
                width: 220,
                render: (_: unknown, d: DependConflict) => (
                  <RadioGroup size="small" value={dependSolution[d.depend]} onChange={(e) => setDependSolution((s) => ({ ...s, [d.depend]: e.target.value }))}>
                    <Radio value="cover">{t(`${LANG}.cover`)}</Radio>
                    <Radio value="discard">{t(`${LANG}.discard`)}</Radio>
                  </RadioGroup>
                ),
              },
            ]}
          />
        )}
      </Modal>

      <Modal
        open={!!disableAsk}
        title={t(`${LANG}.disableTitle`)}
        okText={t(`${LANG}.confirm`)}
        cancelText={t(`${LANG}.cancel`)}
        onCancel={() => setDisableAsk(null)}
        onOk={() => {
          const ask = disableAsk!;
          setDisableAsk(null);
          void disable(ask.uid, { confirmConflict: true, dependConflictSolution: { npm: dependDelete } });
        }}
      >
        {!!disableAsk?.conflictFile.length && (
          <>
            <Typography.Paragraph>{t(`${LANG}.disableIntro`)}</Typography.Paragraph>
            <ul>
              {disableAsk.conflictFile.map((f) => (
                <li key={f}>
                  <Typography.Text code>{f}</Typography.Text>
                </li>
              ))}
            </ul>
          </>
        )}
        {!!disableAsk?.dependConflict.length && (
          <>
            <Typography.Paragraph>{t(`${LANG}.dependDelete`)}</Typography.Paragraph>
            <Checkbox.Group value={dependDelete} onChange={(v) => setDependDelete(v as string[])} options={disableAsk.dependConflict.map((d) => ({ label: d.dependTitle, value: d.depend }))} />
          </>
        )}
      </Modal>
    </Card>
    </FileDrop>
  );
}
