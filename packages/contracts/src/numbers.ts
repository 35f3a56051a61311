import * as z from 'zod/mini';
import { codes } from './fields';

/**
 * Numbers a request may carry, each one storable as it is accepted. DynamoDB keeps a number only
 * between 1e-130 and 1e126 in magnitude (and 0), and its SDK refuses one past 2^53 rather than round
 * it: `5e-324` passed `gte(0)` and made the API answer 500 (G4). So a number is bounded, and rounded
 * to `decimals` places once accepted: whatever JSON says, what is stored is 0 or at least 10^-decimals.
 */
export function boundedNumber(min: number, max: number, decimals: number) {
  const scale = 10 ** decimals;
  return z.pipe(
    z.number(codes()).check(z.gte(min, 'too_small'), z.lte(max, 'too_large')),
    z.transform((value: number) => Math.round(value * scale) / scale),
  );
}

/**
 * A number ElevenLabs reports (a time, a duration): within what any of them can be (a Unix time in
 * seconds is under 1e11), so a stored record never holds one DynamoDB would refuse.
 */
export const reportedNumber = boundedNumber(-1e11, 1e11, 3);
