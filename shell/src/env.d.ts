/// <reference types="vite/client" />

declare const __SITE_ORIGIN__: string;
