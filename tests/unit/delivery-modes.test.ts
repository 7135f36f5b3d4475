import { describe, expect, it } from 'vitest';
import {
  deliveryModesOf,
  deliveryModesProblem,
  deliveryModesText,
  offersMode,
} from '../../contracts/delivery-modes.ts';

describe('a course’s delivery modes', () => {
  it('are read in the course’s order, face-to-face with its place', () => {
    const modes = deliveryModesOf([{ mode: 'face-to-face', location: ' Eagle Farm QLD ' }, { mode: 'online' }]);
    expect(modes).toEqual([
      { mode: 'face-to-face', title: 'Face-to-face', courseMode: 'Onsite', location: 'Eagle Farm QLD' },
      { mode: 'online', title: 'Online', courseMode: 'Online', location: null },
    ]);
    expect(offersMode(modes, 'face-to-face')).toBe(true);
    expect(offersMode(modes, 'blended')).toBe(false);
    expect(deliveryModesText(modes)).toBe('Face-to-face at Eagle Farm QLD or Online');
  });

  it.each([
    ['none', [], 'Add at least one delivery mode'],
    ['a mode outside the set', [{ mode: 'classroom' }], '"classroom" is not a delivery mode: choose Online, Blended'],
    ['face-to-face without its place', [{ mode: 'face-to-face', location: ' ' }], 'Say where the face-to-face'],
    ['one mode twice', [{ mode: 'online' }, { mode: 'online' }], 'Online is listed twice'],
  ])('are refused with %s, and what is refused is never read', (_name, stored, message) => {
    expect(deliveryModesProblem(stored)).toContain(message);
    expect(deliveryModesOf(stored).filter((entry) => entry.mode !== 'online')).toEqual([]);
  });

  it('may name face-to-face at two places', () => {
    const stored = [
      { mode: 'face-to-face', location: 'Eagle Farm QLD' },
      { mode: 'face-to-face', location: 'Parramatta NSW' },
    ];
    expect(deliveryModesProblem(stored)).toBeNull();
    expect(deliveryModesOf(stored).map(({ location }) => location)).toEqual(['Eagle Farm QLD', 'Parramatta NSW']);
  });
});
