import { expect, type Page, type Response } from '@playwright/test';
import { captchaLayout, clickPosition } from '../support/oracle.ts';

const isCaptchaLoad = (res: Response) => res.url().includes('/api/common/clickCaptcha');

/** The click-captcha dialog: solved like a person who can see the answer in the database. */
export class ClickCaptchaDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByTestId('click-captcha');
  readonly image = () => this.page.getByTestId('click-captcha-img');

  /** Runs `open` (the action that shows the dialog) and returns the id of the captcha it loaded. */
  async openWith(open: () => Promise<unknown>): Promise<string> {
    const [res] = await Promise.all([this.page.waitForResponse(isCaptchaLoad), open()]);
    await expect(this.image()).toBeVisible();
    return new URL(res.url()).searchParams.get('id')!;
  }

  /** The image's box once the dialog's opening animation has settled (two equal readings). */
  private async settledBox() {
    let last = await this.image().boundingBox();
    for (let i = 0; i < 50; i++) {
      await this.page.waitForTimeout(50);
      const box = await this.image().boundingBox();
      if (box && last && box.x === last.x && box.y === last.y && box.width === last.width) return box;
      last = box;
    }
    throw new Error('the captcha image did not settle');
  }

  /** Clicks the targets in order, scaled to the size the image is rendered at. */
  async solve(id: string) {
    const layout = await captchaLayout(id);
    const box = await this.settledBox();
    for (const point of layout.text) {
      const { x, y } = clickPosition(point, box.width / layout.width, box.height / layout.height);
      await this.image().click({ position: { x, y } });
    }
  }

  /** Clicks a corner where no target can be, as many times as there are targets. */
  async miss(id: string) {
    const layout = await captchaLayout(id);
    for (let i = 0; i < layout.text.length; i++) await this.image().click({ position: { x: 1, y: 1 } });
  }
}
