import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { FormField } from '../form-item/form-field';
import { rulesToSubmit, type RuleCheck } from './rule-tree';

const RuleTree = lazy(() => import('./RuleTree'));

/** What a group form holds in `rules`: leaf ids as loaded, or the tree's state once shown. */
export type GroupRules = number[] | RuleCheck;

/**
 * The `rules` field of a group form (admin and member groups): a checkbox tree of the rules of
 * `resource` (`auth.Rule`, `user.Rule`), loaded when the dialog first shows it.
 */
export function ruleTreeField<Values>(resource: string, tip: string): FormField<Values> {
  return {
    name: 'rules',
    type: 'custom',
    tip,
    render: (props) => (
      <Suspense fallback={<Skeleton active title={false} />}>
        <RuleTree resource={resource} {...(props as object)} />
      </Suspense>
    ),
  };
}

/** The rules a group is saved with; leaf ids still as loaded mean the tree never showed: unchanged. */
export function groupRulesToSubmit(rules: GroupRules | undefined): number[] | undefined {
  return Array.isArray(rules) ? undefined : rulesToSubmit(rules);
}
