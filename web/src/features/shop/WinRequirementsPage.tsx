import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';


export function Component() {
  return <PlaceholderPage title="Windows FMS Trainer system requirements" />;
}
