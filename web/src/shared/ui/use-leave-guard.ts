// Leaving an area with unsaved changes asks first (react-router useBlocker; the browser's own prompt on reload/close).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm, type ModalSpec } from './modal-queue';

/** Blocks navigation out of `area` (a path prefix) while `dirty`; moving between the area's tabs is not leaving. */
export function useLeaveGuard(dirty: boolean, area: string, question: Omit<ModalSpec, 'key'>): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith(area),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(question).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
    // Asked once per blocked navigation: the blocker's state is the only trigger.
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
