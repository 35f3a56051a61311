import { describe, expect, it, vi } from 'vitest';
import { createOpenPageTool } from './open-page-tool';

describe('the open_page tool', () => {
  it('opens the page the agent names and tells it where the visitor is now', () => {
    const open = vi.fn((path: string) => `/ua${path}`);
    const tool = createOpenPageTool(open);
    expect(tool({ page: 'case', slug: 'medical-center-ukraine' })).toBe('The visitor now sees /ua/cases/medical-center-ukraine; the conversation goes on.');
    expect(open).toHaveBeenCalledWith('/cases/medical-center-ukraine');
  });

  it('opens nothing for a page the site does not have, and says why: the SDK answers the agent with it as an error', () => {
    const open = vi.fn((path: string) => path);
    const tool = createOpenPageTool(open);
    expect(() => tool({ page: 'https://evil.example/' })).toThrow(/There is no page "https:\/\/evil.example\/" to open/);
    expect(() => tool({ page: 'case', slug: '../../login' })).toThrow(/needs a slug, one of: medical-center-ukraine/);
    expect(open).not.toHaveBeenCalled();
    // A conversation that cannot move its page (the home page's sales chat) refuses every page.
    expect(() => createOpenPageTool(undefined)({ page: 'contacts' })).toThrow(/cannot open pages/);
  });
});
