import {
  AIRCRAFT_FAMILY,
  AIRCRAFT_TYPES,
  isAircraftType,
  normaliseAircraftType,
  parseAircraftType,
  PLATFORM_PREFIX,
} from '../../../lambdas/domain/aircraft';
import { UnknownAircraftTypeError } from '../../../lambdas/domain/errors';
import { catchError } from '../../support/catch-error';

describe('normaliseAircraftType', () => {
  it.each([
    ['A322', 'A322'],
    ['B738', 'B738'],
    ['B38M', 'B38M'],
    ['a322', 'A322'],
    ['b38m', 'B38M'],
    ['  B738 ', 'B738'],
    ['b738\n', 'B738'],
    ['B737', 'B738'],
    ['b737', 'B738'],
    ['A320', 'A322'],
    [' a320 ', 'A322'],
  ])('normalises %p to %p', (input, expected) => {
    // Prepare: the input comes from the table row.

    // Act
    const aircraftType = normaliseAircraftType(input);

    // Assess
    expect(aircraftType).toBe(expected);
  });

  it.each(['', ' ', 'none', 'C172', 'A32', 'B7377', 'constructor', '__proto__', 'A 320'])(
    'rejects %p with UnknownAircraftTypeError',
    (input) => {
      // Prepare: the input comes from the table row.

      // Act
      const error = catchError(() => normaliseAircraftType(input));

      // Assess
      expect(error).toBeInstanceOf(UnknownAircraftTypeError);
      expect(error).toMatchObject({
        name: 'UnknownAircraftTypeError',
        code: 'UNKNOWN_AIRCRAFT_TYPE',
        message: `Unknown aircraft type: ${input}`,
      });
    },
  );
});

describe('parseAircraftType', () => {
  it.each([
    ['b737', 'B738'],
    ['A320', 'A322'],
    ['B38M', 'B38M'],
    ['C172', undefined],
    ['none', undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('parses %p as %p without throwing', (input, expected) => {
    // Prepare: the input comes from the table row.

    // Act
    const aircraftType = parseAircraftType(input);

    // Assess
    expect(aircraftType).toBe(expected);
  });
});

describe('aircraft constants', () => {
  it('maps each type to its family and recognises only the three types', () => {
    // Prepare
    const families = AIRCRAFT_TYPES.map((aircraftType) => AIRCRAFT_FAMILY[aircraftType]);

    // Act
    const recognised = ['A322', 'B738', 'B38M', 'A320', 'none'].filter(isAircraftType);

    // Assess
    expect(families).toEqual(['A320', 'B737', 'B38M']);
    expect(recognised).toEqual(['A322', 'B738', 'B38M']);
    expect(PLATFORM_PREFIX).toEqual({ iOS: 'ios', Windows: 'win' });
  });
});
