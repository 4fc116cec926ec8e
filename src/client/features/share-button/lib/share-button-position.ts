// The share button's saved position (spec 1 §3 local storage "share button position").
import { storedValue } from '@client/lib/storage';
import { DEFAULT_POSITION, isRestingPosition, type RestingPosition } from './share-button-geometry';

export const shareButtonPositionStore = storedValue<RestingPosition>(
  'share-button-position',
  1,
  isRestingPosition,
  DEFAULT_POSITION,
);
