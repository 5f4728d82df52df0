-- Places (issue 4), speed: the schedule summary of migration 003 recomputed with one grouped pass
-- and joins on the given ids (no lookup per place, no scan of the id array per row), so
-- refreshing 100,000 places at once stays linear.

CREATE OR REPLACE FUNCTION refresh_place_open_week(place_ids text[]) RETURNS void
LANGUAGE sql AS $$
  WITH spans AS (
    SELECT s.place_id, i.day_of_week,
           (i.day_of_week - 1) * 1440 + schedule_time_minutes(i.start_at) AS start_minute,
           (i.day_of_week - 1) * 1440 + schedule_time_minutes(i.start_at)
             + CASE WHEN schedule_time_minutes(i.end_at) > schedule_time_minutes(i.start_at)
                    THEN schedule_time_minutes(i.end_at) - schedule_time_minutes(i.start_at)
                    ELSE schedule_time_minutes(i.end_at) - schedule_time_minutes(i.start_at) + 1440
               END AS end_minute,
           i.end_at = i.start_at OR (i.end_at < i.start_at AND i.end_at <> '00:00')
             AS after_midnight
    FROM unnest(place_ids) AS ids (id)
    JOIN place_schedules s ON s.place_id = ids.id AND s.is_main
    JOIN place_schedule_items i ON i.schedule_id = s.id
  ),
  ranges AS (
    SELECT place_id, int4range(start_minute, least(end_minute, 10080)) AS r FROM spans
    UNION ALL
    SELECT place_id, int4range(0, end_minute - 10080) FROM spans WHERE end_minute > 10080
  ),
  weeks AS (
    SELECT place_id, range_agg(r) AS open_week FROM ranges GROUP BY place_id
  ),
  days AS (
    SELECT place_id, bit_or(1 << (day_of_week - 1))::smallint AS open_days,
           bool_or(after_midnight) AS open_after_midnight
    FROM spans GROUP BY place_id
  ),
  summary AS (
    SELECT p.id, coalesce(w.open_week, '{}') AS open_week, coalesce(d.open_days, 0) AS open_days,
           coalesce(d.open_after_midnight, false) AS open_after_midnight
    FROM unnest(place_ids) AS p (id)
    LEFT JOIN weeks w ON w.place_id = p.id
    LEFT JOIN days d ON d.place_id = p.id
  )
  UPDATE places p
  SET open_week = summary.open_week,
      open_days = summary.open_days,
      open_after_midnight = summary.open_after_midnight
  FROM summary
  WHERE p.id = summary.id
    AND (p.open_week, p.open_days, p.open_after_midnight)
        IS DISTINCT FROM (summary.open_week, summary.open_days, summary.open_after_midnight)
$$;
