// The Settings dialog's content (spec 1 §2, §4, §6): the Daily Slang teaser switch and, for holders of a
// role, the editor tools ('Open Editor Console'; admins also get 'Dictionary Manager').
import { BookOpen, ShieldCheck, Sparkles, SquarePen } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { editorConsolePath, type Role } from '@shared/roles';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { paths } from '@client/config/paths';
import { useDailyTeaserSettings } from '@client/lib/daily-teaser-settings';
import { SETTINGS_TEXT } from './settings-text';

function Section({
  title,
  icon,
  badge,
  children,
}: {
  title: string;
  icon: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary"
      >
        {icon}
        {title}
        {badge}
      </h3>
      {children}
    </section>
  );
}

export default function SettingsPanel({
  roles,
  onNavigate,
}: {
  roles: readonly Role[];
  onNavigate: () => void;
}) {
  const [teaser, updateTeaser] = useDailyTeaserSettings();
  const switchId = useId();
  // The dialog opens before this panel has loaded, so the panel moves focus to its first control itself.
  const firstControl = useRef<HTMLButtonElement>(null);
  useEffect(() => firstControl.current?.focus(), []);
  const consolePath = editorConsolePath(roles);
  const isAdmin = roles.includes('admin');
  return (
    <div className="grid gap-4">
      <Section title={SETTINGS_TEXT.dailySlangHeading} icon={<Sparkles aria-hidden />}>
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId}>{SETTINGS_TEXT.teaserLabel}</Label>
            <p id={`${switchId}-description`} className="text-xs text-muted-foreground">
              {SETTINGS_TEXT.teaserDescription}
            </p>
          </div>
          <Switch
            ref={firstControl}
            id={switchId}
            checked={teaser.settingEnabled}
            aria-describedby={`${switchId}-description`}
            // Turning the teaser back on also brings back a teaser that was dismissed for good.
            onCheckedChange={(checked) =>
              updateTeaser(
                checked
                  ? { settingEnabled: true, teaserDismissed: false }
                  : { settingEnabled: false },
              )
            }
          />
        </div>
      </Section>
      {consolePath && (
        <Section
          title={SETTINGS_TEXT.editorHeading}
          icon={<ShieldCheck aria-hidden />}
          badge={isAdmin ? <Badge variant="accent">Admin</Badge> : undefined}
        >
          <p className="text-xs text-muted-foreground">
            {isAdmin ? SETTINGS_TEXT.adminDescription : SETTINGS_TEXT.editorDescription}
          </p>
          <div className="grid gap-2">
            <Button asChild>
              <Link href={consolePath} onClick={onNavigate}>
                <SquarePen aria-hidden /> {SETTINGS_TEXT.openEditorConsole}
              </Link>
            </Button>
            {isAdmin && (
              <Button asChild variant="outline">
                <Link href={paths.adminDictionary} onClick={onNavigate}>
                  <BookOpen aria-hidden /> {SETTINGS_TEXT.dictionaryManager}
                </Link>
              </Button>
            )}
          </div>
        </Section>
      )}
    </div>
  );
}
