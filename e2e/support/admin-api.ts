import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Envelope<T = unknown> { code: number; msg: string; data: T }
export interface RuleNode { id: number; pid: number; name: string; title: string; weigh: number; type: string; children?: RuleNode[] }

/** The admin token the logged-in page keeps in localStorage (adminInfo). */
export async function adminTokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('adminInfo') ?? '');
  const token = /"token":"([^"]+)"/.exec(raw)?.[1];
  if (!token) throw new Error('no admin token in localStorage');
  return token;
}

/** The admin API as a client with a token calls it (`batoken` + `server: 1`). */
export class AdminApi {
  constructor(private readonly request: APIRequestContext, private readonly token: string) {}

  private headers() {
    return { batoken: this.token, server: '1' };
  }

  async get<T = unknown>(url: string, params?: Record<string, string | number>): Promise<Envelope<T>> {
    const res = await this.request.get(url, { headers: this.headers(), params });
    return (await res.json()) as Envelope<T>;
  }

  async post<T = unknown>(url: string, data: unknown): Promise<Envelope<T>> {
    const res = await this.request.post(url, { headers: this.headers(), data });
    return (await res.json()) as Envelope<T>;
  }

  /** Uploads a file as the back office's upload inputs do; the stored url. */
  async upload(name: string, mimeType: string, buffer: Buffer): Promise<string> {
    const res = await this.request.post('/admin/ajax/upload', { headers: this.headers(), multipart: { file: { name, mimeType, buffer } } });
    const body = (await res.json()) as Envelope<{ file: { url: string } }>;
    expect(body.code, body.msg).toBe(1);
    return body.data.file.url;
  }

  /**
   * An open shop selling new HQ products (on sale, 100 in the HQ catalogue), made as an operator
   * makes them: the shop (with its address and bound admins when given), each product, then all of
   * them added to the shop with `stock` units each.
   */
  async shopSelling(shop: { name: string; code: string; address?: string; admin_ids?: number[] }, products: { name: string; price: string }[], stock: number): Promise<{ shopId: number; productIds: number[] }> {
    const ok = (body: Envelope) => expect(body.code, body.msg).toBe(1);
    const idOf = async (list: string, name: string) => (await this.get<{ list: { id: number }[] }>(list, { quickSearch: name })).data.list[0].id;
    ok(await this.post('/admin/shop.Shop/add', { ...shop, status: 'open' }));
    const shopId = await idOf('/admin/shop.Shop/index', shop.name);
    const productIds: number[] = [];
    for (const p of products) {
      ok(await this.post('/admin/hq.Product/add', { name: p.name, price: p.price, stock: 100, status: 'on' }));
      productIds.push(await idOf('/admin/hq.Product/index', p.name));
    }
    ok(await this.post('/admin/shop.Product/batchAdd', { shop_id: shopId, product_ids: productIds, stock }));
    return { shopId, productIds };
  }

  /** Money added to a member's balance by the operator (the ledger's admin area). */
  async topUp(userId: number, money: string, memo = 'e2e top-up') {
    const body = await this.post('/admin/user.MoneyLog/add', { user_id: userId, money, memo });
    expect(body.code, body.msg).toBe(1);
  }

  async rules(): Promise<RuleNode[]> {
    const body = await this.get<{ list: RuleNode[] }>('/admin/auth.Rule/index');
    expect(body.code).toBe(1);
    return body.data.list;
  }

  async groupIdByName(name: string): Promise<number> {
    const body = await this.get<{ list: { id: number; name: string; children?: unknown[] }[] }>('/admin/auth.Group/index', { quickSearch: name });
    expect(body.code).toBe(1);
    const flat = (rows: { id: number; name: string; children?: unknown[] }[]): { id: number; name: string }[] =>
      rows.flatMap((r) => [r, ...flat((r.children ?? []) as never)]);
    const row = flat(body.data.list).find((r) => r.name === name);
    if (!row) throw new Error(`no group ${name}`);
    return row.id;
  }

  async addAdmin(a: { username: string; nickname: string; password: string; groupIds: number[] }) {
    const body = await this.post('/admin/auth.Admin/add', { username: a.username, nickname: a.nickname, password: a.password, group_arr: a.groupIds, status: true });
    expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  }

  /** `DELETE /admin/<resource>/del?ids[]=…` (the CRUD kit's delete). */
  async del(resource: string, ids: number[]): Promise<Envelope> {
    const query = ids.map((id) => `ids[]=${id}`).join('&');
    const res = await this.request.delete(`/admin/${resource}/del?${query}`, { headers: this.headers() });
    return (await res.json()) as Envelope;
  }

  /**
   * Deletes every attachment kept in a cloud storage (`s3`, `cos`), and so its object in the
   * bucket. A cloud spec calls it before its loopback bucket closes: rows left pointing at a
   * closed bucket are images from an origin no page allows (the CSP spec walks the attachments).
   */
  async deleteCloudAttachments(storage: 's3' | 'cos') {
    const list = async () => {
      const listed = await this.get<{ list: { id: number }[] }>('/admin/routine.Attachment/index', {
        'search[0][field]': 'storage', 'search[0][val]': storage, 'search[0][operator]': 'eq', limit: 100,
      });
      expect(listed.code, listed.msg).toBe(1);
      return listed.data.list.map((r) => r.id);
    };
    const ids = await list();
    if (ids.length) expect((await this.del('routine.Attachment', ids)).code).toBe(1);
    expect(await list()).toEqual([]);
  }

  /** Ids of admin rules by their names (`auth/admin/edit`), in the order asked. */
  async ruleIdsByName(names: string[]): Promise<number[]> {
    const flat = (rows: RuleNode[]): RuleNode[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const all = flat(await this.rules());
    return names.map((name) => {
      const rule = all.find((r) => r.name === name);
      if (!rule) throw new Error(`no admin rule ${name}`);
      return rule.id;
    });
  }

  /** An admin group below the super group holding these rules (by name); returns its id. */
  async addGroup(name: string, ruleNames: string[]): Promise<number> {
    const body = await this.post('/admin/auth.Group/add', { pid: 1, name, rules: await this.ruleIdsByName(ruleNames) });
    expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
    return this.groupIdByName(name);
  }

  /** The id of a member, by username. */
  async memberId(username: string): Promise<number> {
    const body = await this.get<{ list: { id: number; username: string }[] }>('/admin/user.User/index', { quickSearch: username });
    expect(body.code).toBe(1);
    const row = body.data.list.find((m) => m.username === username);
    if (!row) throw new Error(`no member ${username}`);
    return row.id;
  }

  /** A member's row as the member list serves it (money in yuan). */
  async member(username: string): Promise<{ id: number; username: string; nickname: string; mobile: string; score: number; money: string }> {
    const id = await this.memberId(username);
    const body = await this.get<{ row: { id: number; username: string; nickname: string; mobile: string; score: number; money: string } }>('/admin/user.User/edit', { id });
    expect(body.code).toBe(1);
    return body.data.row;
  }
}
