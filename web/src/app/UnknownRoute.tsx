import { RouteUnknown } from '../shared/ui/RouteUnknown';

export function Component() {
  return <RouteUnknown />;
}
