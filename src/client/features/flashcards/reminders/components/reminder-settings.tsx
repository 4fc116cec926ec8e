// The daily review reminder in Review settings (issue 29 item 4): on or off, the time, this device's zone, and
// "Allow notifications", which asks the browser's permission and subscribes this device. A switch acts at once, as
// switches do, so its changes are saved as they are made, not with the dialog's Save. Loaded on its own when the
// dialog opens for a signed-in learner (../../components/review-settings-dialog.tsx).
import { BellRing, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { Input, Label } from '@client/components/ui/input';
import { RefreshFailed } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { Switch } from '@client/components/ui/switch';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { remindersKey, useReminders } from '../api/get-reminders';
import { savePushSubscription } from '../api/save-push-subscription';
import { useSaveReminders } from '../api/save-reminders';
import {
  currentSubscription,
  madeWithKey,
  pushPermission,
  PushNotReadyError,
  subscribeThisBrowser,
  subscriptionInputOf,
  type PushPermission,
} from '../lib/browser-push';
import { REMINDER_TEXT as T } from '../texts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether this device has a push subscription (null while it is being read). */
function useThisDeviceSubscribed(settings: ReminderSettings | undefined) {
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void currentSubscription()
      .then(async (found) => {
        // One made with the server's former key is no use: "Allow notifications" makes it again.
        const subscription =
          found && settings && madeWithKey(found, settings.publicKey) ? found : null;
        // A subscription the server no longer has (a push service dropped it): stored again, no prompt needed.
        if (subscription && settings && !settings.subscribed) {
          await savePushSubscription(subscriptionInputOf(subscription));
          await queryClient.invalidateQueries({ queryKey: remindersKey });
        }
        if (current) setSubscribed(subscription !== null);
      })
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [settings, queryClient]);
  return [subscribed, setSubscribed] as const;
}

function PermissionStatus({
  permission,
  subscribed,
  allowing,
  onAllow,
}: {
  permission: PushPermission;
  subscribed: boolean | null;
  allowing: boolean;
  onAllow: () => void;
}) {
  if (permission === 'unsupported') return <p className="text-sm">{T.unsupported}</p>;
  if (permission === 'denied') return <p className="text-sm">{T.blocked}</p>;
  if (subscribed === null) return null;
  if (subscribed && permission === 'granted')
    return <p className="text-sm text-muted-foreground">{T.subscribed}</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{T.needsPermission}</p>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={allowing} onClick={onAllow}>
          {allowing ? <Loader2 className="animate-spin" aria-hidden /> : <BellRing aria-hidden />}
          {allowing ? T.allowing : T.allowNotifications}
        </Button>
      </div>
    </div>
  );
}

export default function ReminderSettingsSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const reminders = useReminders();
  const [subscribed, setSubscribed] = useThisDeviceSubscribed(reminders.data);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [time, setTime] = useState<string | null>(null);
  const [allowing, setAllowing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReminders({
    onError: (error) =>
      toast({ title: serverMessage(error, T.saveFailed), variant: 'destructive' }),
  });

  if (reminders.isPending) {
    return (
      <div role="status" className="grid gap-2 border-t pt-4">
        <span className="sr-only">{T.loading}</span>
        <Skeleton className="h-6 w-1/2" aria-hidden />
        <Skeleton className="h-10 w-full" aria-hidden />
      </div>
    );
  }
  if (reminders.isError) {
    return (
      <div className="border-t pt-4">
        <RefreshFailed
          title={T.loadFailed}
          onRetry={() => void reminders.refetch()}
          retrying={reminders.isFetching}
        />
      </div>
    );
  }

  const saved = reminders.data;
  const zone = deviceTimeZone();
  const shownTime = time ?? saved.time;
  const store = (change: { enabled?: boolean; time?: string }) =>
    save.mutate({
      enabled: change.enabled ?? saved.enabled,
      time: change.time ?? (TIME_PATTERN.test(shownTime) ? shownTime : saved.time),
      timeZone: zone,
    });

  const allow = async () => {
    setAllowing(true);
    setProblem(null);
    try {
      const outcome = await subscribeThisBrowser(saved.publicKey);
      setPermission(outcome.permission);
      if (outcome.subscription) {
        await savePushSubscription(subscriptionInputOf(outcome.subscription));
        setSubscribed(true);
        await queryClient.invalidateQueries({ queryKey: remindersKey });
      }
    } catch (error) {
      setProblem(
        error instanceof PushNotReadyError ? T.notReady : serverMessage(error, T.subscribeFailed),
      );
    } finally {
      setAllowing(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {T.dailyReminder}
        </h3>
        <p className="text-sm text-muted-foreground">{T.dailyReminderText}</p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-enabled`}>{T.remindMe}</Label>
        <Switch
          id={`${id}-enabled`}
          checked={saved.enabled}
          disabled={save.isPending}
          onCheckedChange={(enabled) => store({ enabled })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-time`}>{T.time}</Label>
        <div className="w-36">
          <Input
            id={`${id}-time`}
            type="time"
            step={60}
            value={shownTime}
            aria-describedby={`${id}-zone`}
            onChange={(event) => {
              const next = event.target.value;
              setTime(next);
              if (TIME_PATTERN.test(next) && next !== saved.time) store({ time: next });
            }}
          />
        </div>
        <p id={`${id}-zone`} className="text-sm text-muted-foreground">
          {T.timeZone(zone)}
        </p>
      </div>
      {saved.enabled && (
        <PermissionStatus
          permission={permission}
          subscribed={subscribed}
          allowing={allowing}
          onAllow={() => void allow()}
        />
      )}
      <FormAlert message={problem} />
    </section>
  );
}
