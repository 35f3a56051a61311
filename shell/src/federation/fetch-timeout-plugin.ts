import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeouts';

/**
 * Aborts a manifest request that hangs, so the federation runtime gives up on that remote instead
 * of waiting forever; the remote's area then shows its fallback.
 */
export default function fetchTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fetch-timeout',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
  };
}
