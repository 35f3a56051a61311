import type { ReactNode } from 'react';
import { Section, keepNamesWhole } from '@site/ui';

export interface BlockProps {
  /** The section's anchor; its heading is `${id}-title`. */
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
  readonly tone?: 'default' | 'muted' | 'dark';
  readonly children?: ReactNode;
}

/** One block of a product page: its own section, named by its h2. */
export function Block({ id, title, lead, tone, children }: BlockProps) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pr-block__title">
        {keepNamesWhole(title)}
      </h2>
      {lead && <p className={tone === 'dark' ? 'pr-lead pr-lead--inverse' : 'pr-lead'}>{keepNamesWhole(lead)}</p>}
      {children}
    </Section>
  );
}
