import type { FastifyInstance } from 'fastify';
import semver from 'semver';
import { storeModulesEndpoint } from '@app/contract';
import { serve } from '../../core/http/serve.ts';
import { t } from '../../core/i18n/index.ts';
import { textsIn } from '../../core/packages/manifest.ts';
import type { ModuleStore } from '../../core/packages/store.ts';

/** The one tab: every module of the catalogue is free and bundled, none is sold. */
const ALL = 'all';

/**
 * The store list the reference's module page reads from its `apiUrl`
 * (`GET {apiUrl}/api/v6.store/modules`, reference 13.3), served from this server's catalogue so
 * that the reference's client pointed at this API lists the bundled modules. The rows carry the
 * fields the reference's page reads, as free modules (prices `'0.00'`, no logo, no downloads);
 * the page then installs through `/admin/module/*`. Its installed state comes from `/admin/module/index`
 * on the client (the page overwrites `state` and `version` of installed rows); `installed[]` is not read.
 */
export function storeApiRoutes(app: FastifyInstance, store: ModuleStore) {
  serve(app, storeModulesEndpoint, async ({ activeTab = ALL, quickSearch = '' }, req) => {
    const installed = new Map((await store.list()).map((row) => [row.uid, row.version]));
    const needle = quickSearch.trim().toLowerCase();
    const rows = (activeTab === ALL ? await store.catalogue.list() : [])
      .map((m) => ({ ...m, ...textsIn(req.lang, m) }))
      .filter((m) => !needle || [m.uid, m.title, m.intro, m.author].some((v) => v.toLowerCase().includes(needle)))
      .map((m, i) => {
        const local = installed.get(m.uid);
        return {
          id: i + 1,
          uid: m.uid,
          title: m.title,
          intro: m.intro,
          author: m.author,
          logo: '',
          images: [],
          tags: [{ name: t(req.lang, 'Free'), type: 'success' }],
          category_id: ALL,
          downloads: 0,
          original_price: '0.00',
          present_price: '0.00',
          currency_select: 1,
          purchased: 1,
          version: m.version,
          new_version: !!local && !!semver.valid(local) && !!semver.valid(m.version) && semver.gt(m.version, local),
          website: '',
          state: 0,
          type: 'catalogue',
        };
      });
    return { rows, category: [{ id: ALL, name: t(req.lang, 'All modules') }], remark: t(req.lang, 'Free modules of this installation, installed by a super administrator') };
  });
}
