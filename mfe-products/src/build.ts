/** This build's identifier, exposed as each module's `buildId`: the shell stamps it on what the module renders (`data-build`) for operators and its freshness checks. */
export const BUILD_ID: string = __BUILD_ID__;
