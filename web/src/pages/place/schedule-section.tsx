import * as messages from '../../lib/messages';
import type { PagePlace } from './place-page-query';
import { PlaceSection } from './place-section';
import sections from './place-sections.module.css';
import { scheduleWeek } from './schedule-week';

/** The schedule section: each schedule's week, the main one first; left out when there is none. */
export function ScheduleSection({ schedules }: { schedules: PagePlace['schedules'] }) {
  if (schedules.length === 0) return null;
  return (
    <PlaceSection id="schedule-title" title={messages.place.schedule}>
      <div className={sections.schedules}>
        {schedules.map((schedule) => (
          <div key={schedule.id}>
            <h3 className={sections.subTitle}>{schedule.name || messages.place.mainSchedule}</h3>
            <dl className={sections.week}>
              {scheduleWeek(schedule.items).map((day) => (
                <div key={day.dayOfWeek}>
                  <dt>{day.weekday}</dt>
                  <dd>{day.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </PlaceSection>
  );
}
