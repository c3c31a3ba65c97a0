import { useLeaveGuard } from '../useLeaveGuard';

/** Renders the "leave with unsaved changes?" question while `dirty` (inside a Formik render). */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  return useLeaveGuard(dirty);
}
