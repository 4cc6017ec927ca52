/**
 * The log title of an action as the original builds it: `<controller rule title>-<action rule
 * title>`, with `Unknown(<action>)` when the action has no rule, and the action title alone
 * when the controller has none. Rule names compare lowercase.
 */
export function logTitle(rules: readonly { name: string; title: string }[], node: string): string {
  const cut = node.lastIndexOf('/');
  const controller = node.slice(0, cut);
  const action = node.slice(cut + 1);
  const titleOf = (name: string) => rules.find((r) => r.name.toLowerCase() === name)?.title;
  const actionTitle = titleOf(node) || `Unknown(${action})`;
  const controllerTitle = titleOf(controller);
  return controllerTitle ? `${controllerTitle}-${actionTitle}` : actionTitle;
}
