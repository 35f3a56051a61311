/** The site's front-end apps: the shell and its three remotes. */
export const APP_NAMES = ['shell', 'products', 'content', 'voice'] as const;
export type AppName = (typeof APP_NAMES)[number];

/** The shell's remotes. */
export const REMOTE_NAMES = ['products', 'content', 'voice'] as const satisfies readonly Exclude<AppName, 'shell'>[];

/** The remotes, their federation names and the fixed same-origin paths their builds are served from. */
export const REMOTE_APPS = {
  products: { federationName: 'mfe_products', basePath: '/mfe/products/' },
  content: { federationName: 'mfe_content', basePath: '/mfe/content/' },
  voice: { federationName: 'mfe_voice', basePath: '/mfe/voice/' },
} as const satisfies Record<(typeof REMOTE_NAMES)[number], { federationName: string; basePath: string }>;
export type RemoteName = keyof typeof REMOTE_APPS;
