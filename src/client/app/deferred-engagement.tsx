// What EngagementExtras loads after the first paint: the daily slang popup and the draggable share button.
// Each lives in its feature folder; this file only gathers them into one chunk.
import { DailySlangPopup } from '@client/features/daily-slang/components/daily-slang-popup';
import { ShareButton } from '@client/features/share-button/components/share-button';

export default function DeferredEngagement() {
  return (
    <>
      <DailySlangPopup />
      <ShareButton />
    </>
  );
}
