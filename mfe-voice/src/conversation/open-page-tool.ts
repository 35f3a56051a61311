import { resolveOpenPage } from '@site/contracts';

/** Takes the visitor to an unprefixed site path in the conversation's page, and gives the URL they are now on. */
export type OpenPage = (path: string) => string;

/**
 * The `open_page` tool's handler: the agent's page and slug are read with the route table (the
 * tool's own declaration), so only a page of the site opens, inside the app, and the conversation
 * goes on. Anything else throws, which the SDK answers the agent as the tool's error result
 * (`is_error`), with the reason, so the agent can say it could not open it.
 */
export function createOpenPageTool(open: OpenPage | undefined): (parameters: unknown) => string {
  return (parameters) => {
    const target = resolveOpenPage(parameters);
    if (target.error !== undefined) throw new Error(target.error);
    if (!open) throw new Error('This conversation cannot open pages: it runs inside a page of its own.');
    return `The visitor now sees ${open(target.path)}; the conversation goes on.`;
  };
}
