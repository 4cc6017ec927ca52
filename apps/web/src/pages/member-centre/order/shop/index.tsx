import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DeleteOutlined, DownOutlined, EnvironmentOutlined, SearchOutlined, ShoppingCartOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderCreateFields } from '@app/contract';
import { useNavigate } from 'react-router';
import type { ActivityRow, OrderDetail, ShopProductRow, ShopRow } from '../../../../api/order';
import { useMemberFigures } from '../../../../api/account-queries';
import { orderQueries, orderWrites } from '../../../../api/order-queries';
import { useWrite } from '../../../../api/write';
import { useMemberCenter } from '../../../../stores/member-center';
import { useSiteConfig } from '../../../../stores/site-config';
import { lazyInAntd, loadInAntd } from '../../../../app/antd-lazy';
import { useUserInfo } from '../../../../stores/user-info';
import { LoadingDots } from '../../../../components/loading-dots/LoadingDots';
import { fullUrl } from '../../../../utils/url';
import { MemberCard } from '../../account/MemberCard';
import { PullToRefresh } from '../../account/PullToRefresh';
import { RefreshButton } from '../../account/RefreshButton';
import { shownPrice, yuanText } from '../activity-price';
import { cartCount, cartGoodsCents, maxQuantity } from '../cart';
import { useShopCart } from '../use-shop-cart';
import { distanceParts, usePlace } from '../use-position';
import '../../account/account.css';
import '../order.css';

const L = 'member-order-shop';
const PAGE_SIZE = 12;
const NONE: { list: ShopRow[]; total: number } = { list: [], total: 0 };
const NONE_PRODUCTS: { list: ShopProductRow[]; total: number } = { list: [], total: 0 };
const NO_ACTIVITIES: ActivityRow[] = [];

// The page is native markup (issue #34: on a phone, antd's theme, styles and controls were most of
// its first load's main thread). What renders antd loads with the antd scope when first wanted: the
// checkout's form and the placed order's dialog (the form kit is most of the page's code), and the
// pager of a long list.
const loadCheckout = () => import('./CheckoutDialog');
const CheckoutDialog = lazyInAntd(loadCheckout);
const PlacedDialog = lazyInAntd(() => import('./PlacedDialog'));
const Pagination = lazyInAntd(() => import('antd/es/pagination'));

/**
 * The shops a member can order from, a shop's products at their activity price, and a cart per
 * shop (kept in this browser): several products ordered at once, priced by the server when the
 * order is created, then paid with the balance.
 */
export default function ShopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  // the balance shown in the order-placed dialog: read again when this page mounts or the window regains focus
  const { money } = useMemberFigures();
  const userId = useUserInfo((s) => s.id);
  const [keyword, setKeyword] = useState('');
  const [shopPage, setShopPage] = useState(1);
  const [chosen, setChosen] = useState<ShopRow | undefined>();
  const [productPage, setProductPage] = useState(1);
  // nearest first once the browser told where the member is (or refused: then in the usual order, without distances)
  const place = usePlace();
  const shopsQuery = useQuery({ ...orderQueries.shops({ page: shopPage, limit: 20, keyword: keyword || undefined, ...place }), enabled: place !== undefined });
  const shops = shopsQuery.data ?? NONE;
  const narrow = useMemberCenter((s) => s.shrink);
  const [linesOpen, setLinesOpen] = useState(false);
  // the chosen shop as last read (its status), or the first one listed
  const shop = shops.list.find((s) => s.id === chosen?.id) ?? chosen ?? shops.list[0];
  const productsQuery = useQuery({ ...orderQueries.products(shop?.id ?? 0, productPage, PAGE_SIZE), enabled: !!shop });
  const activitiesQuery = useQuery({ ...orderQueries.activities(shop?.id ?? 0), enabled: !!shop });
  const products = (shop && productsQuery.data) || NONE_PRODUCTS;
  const activities = (shop && activitiesQuery.data) || NO_ACTIVITIES;
  const loading = productsQuery.isFetching || activitiesQuery.isFetching;
  const refresh = () => Promise.all([shopsQuery.refetch(), shop && productsQuery.refetch(), shop && activitiesQuery.refetch()]);
  const [cart, dispatch] = useShopCart(userId, shop?.id);
  // the quantity fields as typed (a field may be empty while the member types)
  const [wanted, setWanted] = useState<Record<number, string>>({});
  const [checkingOut, setCheckingOut] = useState(false);
  const [placed, setPlaced] = useState<OrderDetail | undefined>();
  const create = useWrite(orderWrites.create);
  const payment = useWrite(orderWrites.pay);
  const busy = create.isPending || payment.isPending;
  // The cart bar's and the checkout's total: the server prices the cart as it will price the order (quote), again when the cart changes.
  const lines = cart.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
  // the last total stays (dimmed) while a changed cart is priced again, rather than blinking out at every tap
  const quoteQuery = useQuery({ ...orderQueries.quote(shop?.id ?? 0, lines), enabled: !!shop && lines.length > 0, placeholderData: keepPreviousData });
  const quote = quoteQuery.data;
  const quoteStale = quoteQuery.isPlaceholderData;
  // a cart with lines is on its way to the checkout: its code (and the antd scope's) is fetched meanwhile
  const hasLines = cart.length > 0;
  useEffect(() => void (hasLines && loadInAntd(loadCheckout).catch(() => undefined)), [hasLines]);
  // a dialog stays mounted once shown, so that it closes with its animation
  const [shown, setShown] = useState({ checkout: false, placed: false });
  if ((checkingOut && !shown.checkout) || (placed && !shown.placed)) setShown({ checkout: shown.checkout || checkingOut, placed: shown.placed || !!placed });

  // the cart's reducer makes a typed quantity a whole number from 1 to the stock (clampQuantity)
  const addToCart = (p: ShopProductRow) => dispatch({ type: 'add', product: p, quantity: Number(wanted[p.product_id] ?? 1) });
  const search = (typed: string) => (setKeyword(typed.trim()), setShopPage(1), setChosen(undefined));
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    search(String(new FormData(e.currentTarget).get('keyword') ?? ''));
  };
  // the form mounts with the dialog (not rendered while closed) and leaves with it: each checkout starts from its defaults
  const openCheckout = () => setCheckingOut(true);
  const submit = async (v: OrderCreateFields) => {
    if (!shop || cart.length === 0) return;
    try {
      // the server prices the order (shop prices, stock, the best activity): its answer is what is paid
      const row = await create.mutateAsync({ ...v, shop_id: shop.id, products: cart.map((l) => ({ product_id: l.product_id, quantity: l.quantity })) });
      dispatch({ type: 'clear' });
      setCheckingOut(false);
      setPlaced(row);
    } catch {
      // shown by the request layer
    }
  };
  const pay = async () => {
    if (!placed) return;
    try {
      setPlaced(await payment.mutateAsync(placed.id));
    } catch {
      // shown by the request layer (not enough balance, out of stock…)
    }
  };

  const orderable = (p: ShopProductRow) => p.stock > 0 && shop?.status === 'open';
  const distance = (s: ShopRow) => {
    if (s.distance === undefined || s.distance === null) return null;
    const d = distanceParts(s.distance);
    return <span className="order-shop-distance" data-testid="shop-distance"><EnvironmentOutlined aria-hidden="true" /> {t(`${L}.distance.${d.unit}`, { value: d.value })}</span>;
  };
  const activityTag = (a: ActivityRow) =>
    a.type === 'discount'
      ? t(`${L}.discountTag`, { rate: String((a.discount_rate ?? 10000) / 1000), percent: String((a.discount_rate ?? 10000) / 100) })
      : a.type === 'reduction' ? t(`${L}.reductionTag`, { threshold: a.threshold, reduction: a.reduction }) : a.title;

  return (
    <div className="member-page" data-testid="member-shops">
      <PullToRefresh onRefresh={refresh}>
        <MemberCard
          title={<h1 className="member-page-title">{t(`${L}.shopsHeading`)}</h1>}
          extra={
            <div className="order-toolbar">
              <form role="search" className="order-search" onSubmit={onSearch}>
                {/* emptied (its clear button, or deleted): every shop again */}
                <input type="search" name="keyword" className="app-input" placeholder={t(`${L}.searchShops`)} aria-label={t(`${L}.searchShops`)} onChange={(e) => e.target.value === '' && keyword && search('')} />
                <button type="submit" className="app-button" aria-label={t(`${L}.search`)} title={t(`${L}.search`)}><SearchOutlined aria-hidden="true" /></button>
              </form>
              <RefreshButton loading={shopsQuery.isFetching || loading} onRefresh={refresh} />
            </div>
          }
        >
          <div className="order-shop-body">
            <nav className="order-shop-list" aria-label={t(`${L}.shops`)}>
              {shops.list.length === 0 ? <p className="order-empty">{t(`${L}.noShops`)}</p> : (
                <ul className="order-shop-items">
                  {shops.list.map((s) => (
                    <li key={s.id}>
                      <button type="button" className={s.id === shop?.id ? 'order-shop-item is-active' : 'order-shop-item'} aria-pressed={s.id === shop?.id} onClick={() => (setChosen(s), setProductPage(1))} data-testid="shop-item">
                        <span className="order-shop-name">{s.name} {s.status === 'closed' && <span className="app-tag">{t(`${L}.closed`)}</span>}{distance(s)}</span>
                        <span className="order-muted">{s.address || '—'}{s.business_hours ? ` · ${s.business_hours}` : ''}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {shops.total > 20 && <Suspense fallback={null}><Pagination simple size="small" current={shopPage} pageSize={20} total={shops.total} onChange={setShopPage} /></Suspense>}
            </nav>
            <section className="order-products" aria-label={t(`${L}.products`)}>
              {shop && (
                <div className="order-shop-head">
                  <h2>{shop.name}</h2>
                  {activities.map((a) => <span key={a.id} className="app-tag is-red">{activityTag(a)}</span>)}
                </div>
              )}
              <div className={loading ? 'order-products-body is-loading' : 'order-products-body'} aria-busy={loading}>
                {loading && <LoadingDots className="order-products-loading" />}
                {products.list.length === 0 ? !loading && <p className="order-empty">{t(`${L}.noProducts`)}</p> : (
                  <div className="order-product-grid">
                    {products.list.map((p) => {
                      const shown = shownPrice(p, activities);
                      return (
                        <article key={p.shop_product_id} className="order-product" data-testid="product-card">
                          {p.cover ? <img src={fullUrl(p.cover, cdnUrl)} alt="" className="order-product-cover" /> : <div className="order-product-cover is-empty" />}
                          <h3>{p.name}</h3>
                          <div className="order-product-price">
                            {shown.activityPrice !== undefined ? (
                              <>
                                <strong data-testid="activity-price">¥{yuanText(shown.activityPrice)}</strong> <del>¥{p.price}</del>
                                <span className="app-tag is-red">{shown.activity?.title}</span>
                              </>
                            ) : <strong>¥{p.price}</strong>}
                          </div>
                          {shown.reductions.map((a) => <span key={a.id} className="app-tag is-orange">{activityTag(a)}</span>)}
                          <div className="order-muted">{t(`${L}.stockSales`, { stock: p.stock, sales: p.sales })}</div>
                          <div className="order-product-buy">
                            <input
                              type="number" inputMode="numeric" className="app-input order-qty" min={1} max={maxQuantity(p.stock)} step={1} value={wanted[p.product_id] ?? '1'}
                              aria-label={t(`${L}.quantity`)} disabled={!orderable(p)}
                              onChange={(e) => setWanted((w) => ({ ...w, [p.product_id]: e.target.value }))}
                            />
                            <button type="button" className="app-button is-primary" disabled={!orderable(p)} onClick={() => addToCart(p)}>
                              <ShoppingCartOutlined aria-hidden="true" /> {p.stock <= 0 ? t(`${L}.soldOut`) : t(`${L}.addToCart`)}
                            </button>
                          </div>
                        </article>
                      );
                    })}
                  </div>
                )}
              </div>
              {products.total > PAGE_SIZE && <Suspense fallback={null}><Pagination className="order-pager" current={productPage} pageSize={PAGE_SIZE} total={products.total} onChange={setProductPage} showSizeChanger={false} /></Suspense>}
              {shop && (
                <aside className="order-cart" aria-label={t(`${L}.cart`)} data-testid="cart">
                  <div className="order-cart-head">
                    <strong><ShoppingCartOutlined /> {t(`${L}.cart`)}</strong>
                    {cart.length > 0 && <span className="order-muted">{t(`${L}.cartCount`, { count: cartCount(cart) })}</span>}
                    {narrow && cart.length > 0 && (
                      <button type="button" className="app-button is-text order-cart-toggle" aria-expanded={linesOpen} onClick={() => setLinesOpen((o) => !o)}>
                        {linesOpen ? <DownOutlined aria-hidden="true" /> : <UpOutlined aria-hidden="true" />} {t(linesOpen ? `${L}.hideLines` : `${L}.showLines`)}
                      </button>
                    )}
                  </div>
                  {cart.length === 0 ? <div className="order-muted">{t(`${L}.cartEmpty`)}</div> : (
                    <>
                      {(!narrow || linesOpen) && (
                        <ul className="order-cart-lines">
                          {cart.map((l) => (
                            <li key={l.product_id} data-testid="cart-line">
                              <span className="order-cart-name">{l.name}</span>
                              <span className="order-muted">¥{l.price}</span>
                              <input
                                type="number" inputMode="numeric" className="app-input order-qty" min={1} max={maxQuantity(l.stock)} step={1} value={l.quantity}
                                aria-label={t(`${L}.quantityOf`, { name: l.name })}
                                // a field being emptied keeps the line's quantity: only a whole number from 1 changes it
                                onChange={(e) => Math.floor(Number(e.target.value)) >= 1 && dispatch({ type: 'set', product_id: l.product_id, quantity: Number(e.target.value) })}
                              />
                              <button type="button" className="app-button is-text" aria-label={t(`${L}.removeFromCart`, { name: l.name })} title={t(`${L}.removeFromCart`, { name: l.name })} onClick={() => dispatch({ type: 'remove', product_id: l.product_id })}>
                                <DeleteOutlined aria-hidden="true" />
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                      <div className="order-cart-foot">
                        <span className="order-cart-sum">
                          {/* the server's quote: the total after the activities, as the order will be priced */}
                          <strong className={`order-cart-total${quoteStale ? ' is-stale' : ''}`} data-testid="cart-total">{quote ? t(`${L}.cartTotal`, { amount: quote.pay_amount }) : <LoadingDots size={14} />}</strong>
                          {quote && quote.discount_amount !== '0.00' && <span className="order-muted" data-testid="cart-saved"> {t(`${L}.saved`, { amount: quote.discount_amount, activity: quote.activity_title })}</span>}
                          <span className="order-muted order-cart-estimate" data-testid="cart-estimate">{t(`${L}.cartEstimate`, { amount: yuanText(cartGoodsCents(cart)) })}</span>
                        </span>
                        <button type="button" className="app-button" onClick={() => dispatch({ type: 'clear' })}>{t(`${L}.clearCart`)}</button>
                        <button type="button" className="app-button is-primary" disabled={shop.status !== 'open'} onClick={openCheckout}>{t(`${L}.checkout`)}</button>
                      </div>
                    </>
                  )}
                </aside>
              )}
            </section>
          </div>
        </MemberCard>
      </PullToRefresh>

      <Suspense fallback={null}>
        {shown.checkout && (
          <CheckoutDialog
            open={checkingOut} shopName={shop?.name ?? ''} cart={cart} quote={quote} quoteStale={quoteStale} busy={busy}
            onCancel={() => setCheckingOut(false)} onSubmit={(v) => void submit(v)}
          />
        )}
        {shown.placed && (
          <PlacedDialog
            placed={placed} money={money} busy={busy} onPay={() => void pay()}
            onView={(id) => navigate(`/user/order/index?id=${id}`)} onClose={() => setPlaced(undefined)}
          />
        )}
      </Suspense>
    </div>
  );
}
