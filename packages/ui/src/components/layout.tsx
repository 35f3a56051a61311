import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  readonly tone?: 'default' | 'muted' | 'dark';
  readonly children: ReactNode;
}

/** A full-width band of the page with the site's vertical rhythm. */
export function Section({ tone = 'default', className, children, ...rest }: SectionProps) {
  return (
    <section {...rest} className={classNames('ui-section', `ui-section--${tone}`, className)}>
      <div className="ui-container">{children}</div>
    </section>
  );
}

export interface LeadFormSectionProps extends Omit<SectionProps, 'children'> {
  /** What the form is for: a title and a few words, or the ways to reach us. */
  readonly pitch: ReactNode;
  /** The form, shown in a raised card beside the pitch (under it on a phone). */
  readonly children: ReactNode;
}

/** A section that asks for a lead: the pitch beside the form, the same on every page that asks. */
export function LeadFormSection({ pitch, children, ...section }: LeadFormSectionProps) {
  return (
    <Section {...section}>
      <div className="ui-form-split">
        <div>{pitch}</div>
        <div className="ui-card ui-card--raised">{children}</div>
      </div>
    </Section>
  );
}

export interface PageHeroProps {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead?: string;
  readonly children?: ReactNode;
}

/** The top of an inner page: its one h1 and a short lead. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className="ui-page-hero">
      <div className="ui-container">
        {eyebrow && <p className="ui-eyebrow">{eyebrow}</p>}
        <h1 className="ui-page-hero__title">{title}</h1>
        {lead && <p className="ui-page-hero__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
