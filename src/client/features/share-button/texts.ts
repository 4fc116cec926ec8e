// The share button's visible and spoken texts (spec 1 §4 "Share button"), shared by the UI and its tests.
export const SHARE_BUTTON_TEXT = {
  label: 'Share this page',
  moveHint:
    'Opens the share menu. Drag it, or use the arrow keys, to move it: Up and Down move it, Left and Right put it on that side.',
  reset: 'Reset button position',
  resetTitle: 'Button position reset',
  resetDescription: 'The page reloads in a moment.',
} as const;
