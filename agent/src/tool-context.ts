/** What a server tool's config is made with: the site it calls, and the workspace secret its key is kept in, once pushed. */
export interface ToolContext {
  readonly siteOrigin: string;
  readonly toolKeySecret?: string;
}
