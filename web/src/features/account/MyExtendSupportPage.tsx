import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';


export function Component() {
  return <PlaceholderPage title="Extend support" />;
}
