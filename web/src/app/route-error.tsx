import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';

const RELOADED = 'lh.reloadedFor';

function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(text);
}

/** Spec 2: if a screen fails to load, the browser reloads to the target path (once, so a broken build cannot loop). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const reload = isChunkLoadError(error) && sessionStorage.getItem(RELOADED) !== target;
  useEffect(() => {
    if (!reload) return;
    sessionStorage.setItem(RELOADED, target);
    window.location.assign(target);
  }, [reload, target]);
  return <Result status={reload ? 'info' : 'error'} title={reload ? t('loadFailed') : t('serverError')} />;
}
