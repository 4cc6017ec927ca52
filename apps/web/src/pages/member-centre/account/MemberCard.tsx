import type { ReactNode } from 'react';

interface MemberCardProps {
  /** The card's heading (an h1/h2 element of the page's outline). */
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A plain card of the member pages. Not antd's Card: that one brings Tabs (and their dropdown)
 * along, a fifth of the overview's script for a box with a border.
 */
export function MemberCard({ title, extra, children, testId }: MemberCardProps) {
  return (
    <section className="member-card" data-testid={testId}>
      {(title || extra) && (
        <header className="member-card-head">
          {title}
          {extra}
        </header>
      )}
      <div className="member-card-body">{children}</div>
    </section>
  );
}
