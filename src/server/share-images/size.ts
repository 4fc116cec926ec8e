// The size of every link-preview picture: 1.91:1, what Open Graph and X's large card show uncropped.
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
