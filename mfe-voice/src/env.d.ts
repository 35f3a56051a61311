/// <reference types="vite/client" />

/** This build's identifier, shown on the page for operators. */
declare const __BUILD_ID__: string;
