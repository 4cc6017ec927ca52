/** What a route carries in `handle` (react-router's free-form slot). */
export interface RouteHandle {
  /** A translation key, or a rule's own title. */
  title?: string;
  /** Rule-based routes: the rule name (route name) and whether the page opens a tab. */
  ruleName?: string;
  addtab?: boolean;
  keepalive?: string | number;
}
