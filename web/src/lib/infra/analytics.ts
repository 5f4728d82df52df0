/** The window event an analytics script listens to; the app itself sends nothing anywhere. */
export const GOAL_EVENT = 'tavola-goal';

/**
 * Reports that a goal was reached (SPEC section 2: the live-app banner's click). Whatever
 * analytics the deployment adds picks the goal up from the event's detail.
 */
export function reportGoal(goal: string): void {
  window.dispatchEvent(new CustomEvent(GOAL_EVENT, { detail: goal }));
}
