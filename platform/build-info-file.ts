/** The file at every app build's root that names its build; apart so the edge bundle reads no `node:` module. */
export const BUILD_INFO_FILE = 'build.json';
