/** This build's identifier: on the page (`data-build`) for operators, and to the shell for freshness checks. */
export const BUILD_ID: string = __BUILD_ID__;
