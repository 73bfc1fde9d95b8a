import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RenderFailed } from './RenderFailed';
import { useDocumentTitle } from '../lib/use-document-title';
import { appMessages } from '@solace/shared';

/** The router's error element: a screen threw while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(appMessages.somethingWentWrong);
  useEffect(() => {
    console.error('Screen failed to render', error);
  }, [error]);
  return <RenderFailed />;
}
