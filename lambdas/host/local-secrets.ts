import { SECRETS } from '../settings';

/**
 * The secrets the site generates itself (`generated` in SECRETS, such as the personal-data key) have
 * no vendor behind them, so where there is no Secrets Manager (the twin, its tests and operator
 * commands) they take a fixed local value, unless their variable is set.
 */
export function useLocalGeneratedSecrets(): void {
  for (const spec of Object.values(SECRETS)) {
    const variable = spec.generated && spec.localEnv[spec.generated.field];
    if (spec.generated && variable) process.env[variable] ??= spec.generated.localDefault;
  }
}
