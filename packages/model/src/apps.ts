/** The site's front-end apps: the shell and its three remotes. */
export const APP_NAMES = ['shell', 'products', 'content', 'voice'] as const;
export type AppName = (typeof APP_NAMES)[number];

/** The shell's remotes. */
export const REMOTE_NAMES = ['products', 'content', 'voice'] as const satisfies readonly Exclude<AppName, 'shell'>[];

/**
 * The remotes: their federation names, the fixed same-origin paths their builds are served from,
 * and the few modules each exposes (its pages and widgets). The route table names what it loads
 * from this list and each remote's Vite config maps every name to its file, so a name one side
 * does not know fails the type check.
 */
export const REMOTE_APPS = {
  products: {
    federationName: 'mfe_products',
    basePath: '/mfe/products/',
    exposes: ['./ProductPage', './ProductGrid', './SampleReportPage', './PricingPage', './IndustryPage'],
  },
  content: {
    federationName: 'mfe_content',
    basePath: '/mfe/content/',
    exposes: ['./CasesPage', './CasePage', './BlogPage', './ArticlePage', './TeamPage', './CaseHighlights', './TeamStrip', './RelatedCases'],
  },
  voice: { federationName: 'mfe_voice', basePath: '/mfe/voice/', exposes: ['./VoiceWidget', './VoiceDemo', './SalesChat', './LeadCall'] },
} as const satisfies Record<(typeof REMOTE_NAMES)[number], { federationName: string; basePath: string; exposes: readonly `./${string}`[] }>;
export type RemoteName = keyof typeof REMOTE_APPS;

/** A remote's federation manifest and entry, at its base path: the shell's runtime finds the remote by its manifest. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** A module that `remote` exposes, such as `./ProductPage`. */
export type ExposeName<R extends RemoteName = RemoteName> = (typeof REMOTE_APPS)[R]['exposes'][number];
