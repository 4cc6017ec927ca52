import { createGunzip } from 'node:zlib';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { BackupsPage } from '../pages/backups-page.ts';
import { loginAdmin } from '../support/session.ts';

/** The first bytes of a gzipped file, unpacked: a backup's first entry is its manifest. */
async function headOf(file: string): Promise<string> {
  const stream = fs.createReadStream(file).pipe(createGunzip());
  let text = '';
  for await (const chunk of stream) {
    text += (chunk as Buffer).toString('latin1');
    if (text.length > 2048) break;
  }
  stream.destroy();
  return text;
}

test.describe('backups', () => {
  test('a super administrator makes a backup, sees it listed, downloads it, deletes it and sets the retention', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAdmin(page);
    await new AdminShell(page).openMenu('常规管理', '数据备份');
    const backups = new BackupsPage(page);

    const name = await backups.create();
    const second = await backups.create();
    expect((await backups.names()).slice(0, 2)).toEqual([second, name]);

    const download = await backups.download(name);
    expect(download.suggestedFilename()).toBe(name);
    const head = await headOf(await download.path());
    expect(head).toContain('manifest.json');
    expect(head).toMatch(/"schema":/);

    // retention 1: the next backup leaves only itself
    expect((await backups.setRetention(1)).data.settings.retention).toBe(1);
    const third = await backups.create();
    await expect(backups.rows()).toHaveCount(1);
    expect(await backups.names()).toEqual([third]);

    await backups.remove(third);
    await expect(backups.rows()).toHaveCount(0);
    expect((await backups.setRetention(7)).code).toBe(1);
  });
});
