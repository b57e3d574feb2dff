import { useRouteLoaderData } from 'react-router';
import { paddleDashboardUrl, type PaddleObjectKind } from '@contract/paddle-dashboard';
import type { WebConfig } from '@contract/web-config';

/** A link to the same object in Paddle's dashboard: the sandbox's or the live one by the stage, the stand-in locally. */
export function PaddleLink({ kind, id }: { kind: PaddleObjectKind; id: string }) {
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  const environment = config?.paddle.environment ?? 'production';
  return (
    <a href={paddleDashboardUrl(environment, kind, id)} target="_blank" rel="noreferrer">
      Open in Paddle{environment === 'local' ? ' (stand-in)' : environment === 'sandbox' ? ' (sandbox)' : ''}
    </a>
  );
}
