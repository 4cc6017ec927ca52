import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre's shop browse page (`/user/order/shop`): shops, a shop's products, the cart, checkout and pay. */
export class MemberShopPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('member-shops');
  readonly search = () => this.root().getByRole('searchbox');
  readonly shop = (name: string) => this.root().getByTestId('shop-item').filter({ hasText: name });
  readonly product = (name: string) => this.root().getByTestId('product-card').filter({ hasText: name });
  readonly activityPrice = (name: string) => this.product(name).getByTestId('activity-price');
  /** A product card's "Stock n · Sold n" line. */
  readonly stockLine = (name: string) => this.product(name).locator('.order-muted').filter({ hasText: /^(Stock|库存)/ });
  /** A server's refusal, shown by the request layer as a notification. */
  readonly notice = (text: string) => this.page.locator('.ant-notification-notice').filter({ hasText: text });
  readonly dialog = () => this.page.locator('.ant-modal').filter({ visible: true }).last();
  readonly placed = () => this.dialog().getByTestId('placed-order');
  readonly placedLines = () => this.dialog().getByTestId('placed-lines').locator('li');
  readonly cart = () => this.root().getByTestId('cart');
  readonly cartLines = () => this.cart().getByTestId('cart-line');
  readonly cartLine = (name: string) => this.cartLines().filter({ hasText: name });
  readonly cartEstimate = () => this.cart().getByTestId('cart-estimate');

  async goto() {
    await this.page.goto('/user/order/shop');
    await expect(this.root()).toBeVisible({ timeout: 15_000 });
  }

  /** Opens the page from the member menu (in-app navigation: no reload). */
  async openFromMenu() {
    const menu = this.page.getByRole('navigation', { name: /会员菜单|Member menu/ });
    const folder = menu.locator('.ant-menu-submenu-title').filter({ hasText: /^购物$/ });
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
    await menu.getByRole('menuitem', { name: /^门店购物$/ }).click();
    await expect(this.root()).toBeVisible({ timeout: 15_000 });
  }

  async openShop(name: string) {
    await this.search().fill(name);
    await this.search().press('Enter');
    await this.shop(name).click();
  }

  /** At a phone's width the cart bar folds its lines behind a toggle ("Items"): the toggle while they are folded. */
  readonly foldedCartToggle = () => this.cart().locator('.order-cart-toggle[aria-expanded="false"]');

  /** Adds a quantity of a product to the shop's cart from its card (at a phone's width, unfolding the cart's lines to see it there). */
  async addToCart(product: string, quantity: number) {
    await this.product(product).getByRole('spinbutton').fill(String(quantity));
    await this.product(product).getByRole('button', { name: /加入购物车|Add to cart/ }).click();
    if (await this.foldedCartToggle().isVisible()) await this.foldedCartToggle().click();
    await expect(this.cartLine(product)).toBeVisible();
  }

  /** The checkout confirmation's total (priced by the server's quote). */
  readonly checkoutTotal = () => this.dialog().getByTestId('checkout-total');

  readonly checkOutButton = () => this.cart().getByRole('button', { name: /去结算|Check out/ });

  async openCheckout() {
    await this.checkOutButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Checks the cart out for pickup at the shop (the confirmation opened if it is not); resolves with the created order's answer. */
  async checkout() {
    if (!(await this.dialog().getByRole('button', { name: /提交订单|Place order/ }).isVisible())) await this.openCheckout();
    const created = this.page.waitForResponse((r) => r.url().includes('/api/order/create'));
    await this.dialog().getByRole('button', { name: /提交订单|Place order/ }).click();
    return (await (await created).json()) as {
      code: number; msg: string;
      data: { row: { id: number; order_no: string; goods_amount: string; discount_amount: string; pay_amount: string; products: { name: string; quantity: number; amount: string }[] } };
    };
  }

  async payWithBalance() {
    const paid = this.page.waitForResponse((r) => r.url().includes('/api/order/pay'));
    await this.dialog().getByRole('button', { name: /余额支付|Pay with balance/ }).click();
    return (await (await paid).json()) as { code: number; msg: string };
  }

  async closeDialog() {
    await this.dialog().locator('.ant-modal-close').click();
    await expect(this.dialog()).toHaveCount(0);
  }

  async viewOrder() {
    await this.dialog().getByRole('button', { name: /查看订单|View order/ }).click();
  }
}

/** "My orders" (`/user/order/index`): status tabs, the list, the detail drawer with its actions. */
export class MyOrdersPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('my-orders');
  readonly heading = () => this.root().locator('h1');
  readonly tab = (name: RegExp) => this.root().getByRole('tab', { name });
  readonly rows = () => this.root().locator('tbody tr.ant-table-row');
  readonly row = (orderNo: string) => this.rows().filter({ hasText: orderNo });
  readonly detail = () => this.page.getByTestId('order-detail');
  readonly status = () => this.detail().getByTestId('order-status');
  readonly pickupCode = () => this.detail().getByTestId('pickup-code');
  readonly qrCode = () => this.detail().getByTestId('pickup').locator('canvas');
  readonly afterSaleStatus = () => this.detail().getByTestId('after-sale-status');
  readonly refundAmount = () => this.detail().getByTestId('order-refund-amount');
  /** The order's refunds to its payment gateway, each with its status tag and where it stands. */
  readonly gatewayRefunds = () => this.detail().getByTestId('gateway-refund');
  readonly gatewayRefundStatus = () => this.detail().getByTestId('gateway-refund-status');
  /** The order's progress: a line per step (time · what · who · its memo). */
  readonly timeline = () => this.detail().locator('.ant-timeline');
  readonly dialog = () => this.page.locator('.ant-modal').filter({ visible: true }).last();

  async goto(orderId?: number) {
    await this.page.goto(`/user/order/index${orderId ? `?id=${orderId}` : ''}`);
    await expect(this.root()).toBeVisible({ timeout: 15_000 });
  }

  /** Closes the detail drawer, as a person does before going elsewhere through the menu. */
  async closeDetail() {
    await this.page.locator('.ant-drawer-open .ant-drawer-close').click();
    await expect(this.detail()).toBeHidden();
  }

  /** Applies for an after-sale of the whole order with a reason; resolves with the answer. */
  async applyAfterSale(type: RegExp, reason: string) {
    await this.detail().getByRole('button', { name: /申请售后|Apply for after-sale/ }).click();
    await expect(this.dialog()).toBeVisible();
    await this.dialog().getByRole('radio', { name: type }).check();
    await this.dialog().getByRole('textbox').fill(reason);
    const applied = this.page.waitForResponse((r) => r.url().includes('/api/order/afterSale') && r.request().method() === 'POST');
    await this.dialog().getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    return (await (await applied).json()) as { code: number; msg: string };
  }
}

/** The pickup code as the member shows it (the drawer's code text). */
export async function codeOf(locator: Locator): Promise<string> {
  const text = (await locator.textContent())?.trim() ?? '';
  expect(text).toMatch(/^\d{8}$/);
  return text;
}
