import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UIMatch } from 'react-router';
import type { RouteHandle } from './route-handle';

/** Every route sets the page title: the deepest screen name, then the product's name, in the app language. */
export function usePageTitle(matches: UIMatch[]): void {
  const { t } = useTranslation('screens');
  const { t: common } = useTranslation();
  const crumb = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.crumb)
    .find(Boolean);
  const title = crumb ? `${t(crumb, { channel: '' }).trim()} · ${common('appName')}` : common('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
