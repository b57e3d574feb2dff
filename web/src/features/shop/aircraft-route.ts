import { data, type LoaderFunctionArgs } from 'react-router';
import { parseAircraftType, type AircraftType } from '@domain/aircraft';

/**
 * Loader for `/…/:aircraftType?`: the route value is normalised (B737 → B738, A320 → A322, any case); an unknown
 * one is a 404 that the route's error page shows as 'Unknown aircraft type: …' in the page's language.
 */
export function aircraftTypeLoader({ params }: LoaderFunctionArgs): { aircraftType: AircraftType | undefined } {
  if (!params.aircraftType) return { aircraftType: undefined };
  const aircraftType = parseAircraftType(params.aircraftType);
  if (!aircraftType) {
    throw data(
      { unknownAircraftType: params.aircraftType },
      { status: 404, statusText: `Unknown aircraft type: ${params.aircraftType}` },
    );
  }
  return { aircraftType };
}
