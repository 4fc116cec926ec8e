// The video feature's user-visible strings (spec 1 §4 "Daily video card" and the admin's Daily video setting),
// shared by the UI and the tests.
import type { VideoPlatform } from '@shared/video-url';
import { VIDEO_PLATFORM_NAMES } from '@shared/video-url';

export const DAILY_VIDEO_TEXT = {
  title: 'Slang of the day, on video',
  description: (platform: VideoPlatform) =>
    `Hear how people really use it, from our ${VIDEO_PLATFORM_NAMES[platform]} channel.`,
  watch: 'Watch Video',
  playerTitle: 'Daily slang video',
} as const;

export const VIDEO_SETTINGS_TEXT = {
  title: 'Daily video',
  description:
    'The video card on the home page. Paste a YouTube, TikTok or Instagram video link; clear it to hide the card.',
  label: 'Latest video URL',
  loading: 'Loading the daily video setting',
  loadFailed: 'Failed to load the daily video setting',
  /** The live preview of a supported link. */
  preview: (platform: VideoPlatform) => `${VIDEO_PLATFORM_NAMES[platform]} video`,
  previewHint: 'Home shows this as the daily video card.',
  thumbnailAlt: (platform: VideoPlatform) =>
    `Thumbnail of the ${VIDEO_PLATFORM_NAMES[platform]} video`,
  noThumbnail: 'No thumbnail: the card shows a coloured cover until Watch Video is pressed.',
  current: 'On the home page now:',
  none: 'No video is set, so the home page shows no video card.',
  save: 'Save',
  saving: 'Saving...',
  clear: 'Clear',
  clearing: 'Clearing...',
  saved: {
    title: 'Daily video saved',
    description: 'The home page now shows this video.',
  },
  cleared: {
    title: 'Daily video cleared',
    description: 'The home page no longer shows a video card.',
  },
  saveFailed: {
    title: 'Could not save the daily video',
    description: 'Failed to save the video link. Please try again.',
  },
} as const;
