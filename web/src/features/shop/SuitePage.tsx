import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';
export { aircraftTypeLoader as loader } from './aircraft-route';

export function Component() {
  return <PlaceholderPage title="Cockpit suite user licence for private home use" />;
}
