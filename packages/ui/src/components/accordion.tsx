import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Heading level of the item titles, so the page outline stays right. */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * The WAI-ARIA accordion: each title is a button in a heading that shows or hides its panel;
 * arrow keys, Home and End move between the titles.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="ui-accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className="ui-accordion__item">
            <Heading className="ui-accordion__heading">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                className="ui-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg className="ui-accordion__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 7l5 6 5-6z" fill="currentColor" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="ui-accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
