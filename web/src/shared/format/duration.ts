// Durations in whole minutes, in the user's language.

/** Free receiving time: "1 h", "45 min" or "1 h 30 min" in the user's language. */
export function formatMinutes(
  total: number,
  t: (key: 'duration' | 'durationHours' | 'durationMinutes', values: { hours: number; minutes: number }) => string,
): string {
  const values = { hours: Math.floor(total / 60), minutes: total % 60 };
  if (values.minutes === 0 && values.hours > 0) return t('durationHours', values);
  if (values.hours === 0) return t('durationMinutes', values);
  return t('duration', values);
}
