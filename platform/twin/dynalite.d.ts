declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** A directory for LevelDB files; in memory when omitted. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    ssl?: boolean;
  }

  export default function dynalite(options?: DynaliteOptions): Server;
}
