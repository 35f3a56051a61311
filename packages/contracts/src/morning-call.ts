/**
 * Why a call asked for now waits for a morning: night where the number rings, or, for the call a
 * lead form's thank-you page offers, the managers' hours are over (an evening, a weekend). Its own
 * module: the lead form's answer names it too, and the form's bundle takes nothing of the call's.
 */
export const MORNING_CALL_REASONS = ['night_in_callee_zone', 'outside_managers_hours'] as const;
export type MorningCallReason = (typeof MORNING_CALL_REASONS)[number];
