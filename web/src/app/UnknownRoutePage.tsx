import { UnknownRoute } from '../shared/ui/UnknownRoute';

export function Component() {
  return <UnknownRoute />;
}
