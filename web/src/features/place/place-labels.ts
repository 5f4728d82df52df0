import type { AverageCheck } from '../../gql/graphql';
import * as messages from '../../lib/messages';
import { scheduleText, type ScheduleItemInput } from '../../lib/infra/schedule/schedule-text';

const levels: Record<AverageCheck, number> = {
  UP_TO_500: 1,
  FROM_500_TO_1000: 2,
  FROM_1000_TO_2000: 3,
  FROM_2000: 4,
};

/** The average check as a level 1..4 and its SPEC label ('500-1000'); null when unknown. */
export function averageCheckLevel(
  check: AverageCheck | null | undefined,
): { level: number; label: string } | null {
  if (!check) return null;
  return { level: levels[check], label: messages.averageCheck[check] };
}

interface TopFlags {
  isTop50Bars: boolean;
  isTop100Restaurants: boolean;
  isTopCafes: boolean;
}

export function topBadges(place: TopFlags): string[] {
  const badges: string[] = [];
  if (place.isTop100Restaurants) badges.push(messages.places.top100Restaurants);
  if (place.isTop50Bars) badges.push(messages.places.top50Bars);
  if (place.isTopCafes) badges.push(messages.places.topCafes);
  return badges;
}

interface ScheduledPlace {
  schedules: readonly { isMain: boolean; items: readonly ScheduleItemInput[] }[];
  city?: { timeZone: string } | null;
}

/**
 * The card's schedule line: the main schedule (the first one when none is marked main) read in
 * the place's city time zone.
 */
export function cardScheduleText(place: ScheduledPlace, now: Date): string {
  const main = place.schedules.find((schedule) => schedule.isMain) ?? place.schedules[0];
  return scheduleText(main?.items ?? [], now, place.city?.timeZone ?? 'UTC');
}
