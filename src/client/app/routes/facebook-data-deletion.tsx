// /facebook-data-deletion (spec 1 §2, §9): how to have an account and its data deleted, within 7 business days.
import { CircleCheck, Clock, Mail, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND_NAME, PRIVACY_EMAIL } from '@shared/brand';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/config/paths';

export const DATA_DELETION_TEXT = {
  title: 'Data Deletion Instructions',
  description: `How to have your ${BRAND_NAME} account and the data linked to it deleted, including accounts created with Facebook sign-in.`,
  deadline: 'within 7 business days',
  mailSubject: 'Data deletion request',
} as const;

const mailBody = [
  'Please delete my SlangBridge account and data.',
  '',
  'E-mail address of the account:',
  'Sign-in method (for example Facebook or Google):',
  'Approximate date I signed up:',
].join('\n');

const mailto = `mailto:${PRIVACY_EMAIL}?subject=${encodeURIComponent(DATA_DELETION_TEXT.mailSubject)}&body=${encodeURIComponent(mailBody)}`;

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display text-base font-extrabold text-primary-foreground"
      >
        {number}
      </span>
      <div className="grid gap-1 pt-1">
        <h3 className="font-semibold">{title}</h3>
        <div className="text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export default function FacebookDataDeletionRoute() {
  return (
    <PageFrame
      title={DATA_DELETION_TEXT.title}
      description={DATA_DELETION_TEXT.description}
      icon={<Trash aria-hidden />}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid gap-6">
          <Card className="p-5 sm:p-7">
            <section aria-labelledby="deletion-steps-heading" className="grid gap-5">
              <h2 id="deletion-steps-heading" className="text-xl font-bold">
                How to request deletion
              </h2>
              <ol className="grid gap-5">
                <Step number={1} title="E-mail our privacy team">
                  <p>
                    Send a message to{' '}
                    <a
                      href={mailto}
                      className="font-medium text-primary underline underline-offset-2"
                    >
                      {PRIVACY_EMAIL}
                    </a>{' '}
                    with the subject &ldquo;{DATA_DELETION_TEXT.mailSubject}&rdquo;. Writing from
                    the e-mail address of your account helps us confirm it is you.
                  </p>
                </Step>
                <Step number={2} title="Include identifying details">
                  <p>So we can find the right account, please tell us:</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    <li>the e-mail address of your {BRAND_NAME} account;</li>
                    <li>the sign-in method you used, for example Facebook or Google;</li>
                    <li>the approximate date you signed up.</li>
                  </ul>
                </Step>
                <Step number={3} title="We delete your data">
                  <p>
                    We verify the request and delete your account and data{' '}
                    <strong className="text-foreground">{DATA_DELETION_TEXT.deadline}</strong>, then
                    send you a confirmation e-mail.
                  </p>
                </Step>
              </ol>
              <div>
                <Button asChild size="lg">
                  <a href={mailto}>
                    <Mail aria-hidden />
                    E-mail the privacy team
                  </a>
                </Button>
              </div>
            </section>
          </Card>

          <Card className="p-5 sm:p-7">
            <section aria-labelledby="deletion-scope-heading" className="grid gap-3">
              <h2 id="deletion-scope-heading" className="text-xl font-bold">
                What we delete
              </h2>
              <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
                {[
                  'Your profile: name, e-mail address, picture and the link to your sign-in provider',
                  'Translation history, saved translations and personal lists',
                  'Flashcard progress and daily challenge results',
                  'Ratings, feedback and contact messages sent with your e-mail address',
                  'Dictionary submissions and suggestions still waiting for review',
                  'Sign-in sessions and cookies tied to your account',
                ].map((item) => (
                  <li key={item} className="flex gap-2">
                    <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">
                Dictionary entries you contributed that editors already approved stay in the
                dictionary without your name. Preferences stored only in your browser, such as your
                theme, visit streak and recent searches, are not on our servers: clear your
                browser&rsquo;s site data to remove them.
              </p>
            </section>
          </Card>

          <Card className="p-5 sm:p-7">
            <section aria-labelledby="deletion-facebook-heading" className="grid gap-3">
              <h2 id="deletion-facebook-heading" className="text-xl font-bold">
                If you signed in with Facebook
              </h2>
              <p className="text-sm leading-relaxed text-muted-foreground">
                You can also remove {BRAND_NAME} from the apps connected to your Facebook account,
                in Facebook&rsquo;s settings under &ldquo;Apps and websites&rdquo;. That stops
                Facebook from sharing information with us in the future, but it does not delete what
                we already store, so please send us the e-mail described above as well.
              </p>
            </section>
          </Card>
        </div>

        <aside aria-labelledby="deletion-next-heading" className="lg:sticky lg:top-24">
          <Card tinted className="grid gap-4 bg-secondary/40 p-5">
            <h2 id="deletion-next-heading" className="flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden className="size-5 text-primary" />
              What happens next
            </h2>
            <ul className="grid gap-3 text-sm text-muted-foreground">
              <li>We reply to confirm we received your request.</li>
              <li>
                Your data is deleted{' '}
                <strong className="text-foreground">{DATA_DELETION_TEXT.deadline}</strong>.
              </li>
              <li>You receive a confirmation e-mail once deletion is complete.</li>
            </ul>
            <p className="border-t pt-4 text-sm text-muted-foreground">
              Read more in our{' '}
              <Link
                href={`${paths.privacyPolicy}?from=app`}
                className="font-medium text-primary underline underline-offset-2"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </Card>
        </aside>
      </div>
    </PageFrame>
  );
}
