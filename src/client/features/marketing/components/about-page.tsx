// The About Us page (spec 1 §2): mission, what the product does, styles covered, moderation, respect policy, contact.
import {
  ArrowRight,
  BookOpen,
  HeartHandshake,
  Languages,
  Layers,
  Mail,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND_NAME, LEGAL_EMAIL, PRIVACY_EMAIL, SUPPORT_EMAIL } from '@shared/brand';
import { PageFrame } from '@client/components/layout/page-frame';
import { Card } from '@client/components/ui/card';
import { paths } from '@client/config/paths';

export const ABOUT_TEXT = {
  title: 'About Us',
  description: `${BRAND_NAME} helps people understand each other across generations, regions and registers.`,
} as const;

const offerings: readonly {
  icon: LucideIcon;
  title: string;
  text: string;
  link?: { href: string; label: string };
}[] = [
  {
    icon: Languages,
    title: 'Translator',
    text: 'Rewrite any text in another style or dialect: make a message formal for work, casual for friends, or local for the city you are visiting. Listen to the result or dictate your text.',
    link: { href: paths.home, label: 'Open the translator' },
  },
  {
    icon: BookOpen,
    title: 'Community dictionary',
    text: 'Explanations, examples and regional notes for slang terms, written by the community and checked by editors before they are published.',
    link: { href: paths.dictionary, label: 'Browse the dictionary' },
  },
  {
    icon: Layers,
    title: 'Flashcards',
    text: 'Themed decks, a daily challenge and a streak to keep you practising, a few minutes at a time.',
    link: { href: paths.flashcards, label: 'Practise with flashcards' },
  },
  {
    icon: ShieldCheck,
    title: 'Editors for each style',
    text: 'Fluent speakers curate the translations of their own style, from Gen Z English and Rioplatense Spanish to Iraqi Arabic, Russian Gen Z and Persian slang, so each one sounds natural.',
  },
];

const languageGroups = [
  {
    language: 'English',
    styles: [
      'Standard',
      'Gen Z',
      'Millennial',
      'Formal',
      'Business',
      'British',
      'African American Vernacular English (AAVE)',
    ],
  },
  {
    language: 'Spanish',
    styles: ['Spanish', 'Spain Gen Z', 'Rioplatense (Argentina and Uruguay)'],
  },
  { language: 'Arabic', styles: ['Classical Arabic', 'Iraqi Arabic'] },
  { language: 'Russian', styles: ['Russian', 'Russian Gen Z'] },
  { language: 'Persian', styles: ['Standard Persian', 'Persian slang'] },
  { language: 'German', styles: ['Standard German', 'Formal German'] },
  { language: 'French', styles: ['French'] },
] as const;

const moderationSteps = [
  {
    title: 'Anyone can contribute',
    text: 'Add a new term with “Add Slang” or propose a correction with “Suggest a fix”, signed in or not.',
  },
  {
    title: 'Submissions wait for review',
    text: 'Nothing new appears in the dictionary straight away: every submission starts as pending.',
  },
  {
    title: 'Admins check every entry',
    text: 'Admins review meaning, examples and tone, then approve, edit or reject each submission.',
  },
  {
    title: 'Editors refine translations',
    text: 'Style editors approve and polish translations for their style, and low-rated results go to a review queue to be improved.',
  },
] as const;

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-display text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactCard({ title, address, note }: { title: string; address: string; note: string }) {
  return (
    <Card className="grid gap-1 p-5">
      <h3 className="font-semibold">{title}</h3>
      <a
        href={`mailto:${address}`}
        className="inline-flex items-center gap-2 font-medium break-all text-primary hover:underline [&_svg]:size-4 [&_svg]:shrink-0"
      >
        <Mail aria-hidden />
        {address}
      </a>
      <p className="text-sm text-muted-foreground">{note}</p>
    </Card>
  );
}

export function AboutPage() {
  return (
    <PageFrame
      title={ABOUT_TEXT.title}
      description={ABOUT_TEXT.description}
      icon={<HeartHandshake aria-hidden />}
    >
      <div className="grid gap-14">
        <section
          aria-labelledby="about-mission"
          className="relative isolate overflow-hidden rounded-2xl border bg-surface p-6 shadow-[var(--shadow-card)] sm:p-10"
        >
          <div
            aria-hidden
            className="absolute -top-20 -right-20 -z-10 size-64 rounded-full bg-primary/12 blur-3xl"
          />
          <p className="text-sm font-bold tracking-widest text-primary uppercase">Our mission</p>
          <h2
            id="about-mission"
            className="mt-2 max-w-3xl font-display text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
          >
            Every way of speaking deserves to be understood.
          </h2>
          <div className="mt-4 grid max-w-3xl gap-3 text-muted-foreground">
            <p>
              Language lives in group chats, classrooms, offices and street corners, and it changes
              faster than any textbook. A parent decoding a teenager&rsquo;s message, a student
              preparing for a year in Buenos Aires and a manager writing to a client all need the
              same thing: words that fit the people they are talking to.
            </p>
            <p>
              {BRAND_NAME} bridges those gaps. We translate between styles, slang varieties and
              dialects, explain what the words mean, and help you remember them.
            </p>
          </div>
        </section>

        <AboutSection id="about-offerings" title={`What ${BRAND_NAME} does`}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {offerings.map(({ icon: Icon, title, text, link }) => (
              <li key={title}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/12 text-primary [&_svg]:size-5">
                    <Icon aria-hidden />
                  </span>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                  {link && (
                    <Link
                      href={link.href}
                      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline [&_svg]:size-4"
                    >
                      {link.label}
                      <ArrowRight aria-hidden />
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection id="about-languages" title="Styles and languages">
          <p className="max-w-3xl text-muted-foreground">
            We start with the varieties our editors know best and add more as the community grows.
          </p>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {languageGroups.map((group) => (
              <div key={group.language} className="rounded-xl border bg-surface p-4">
                <dt className="font-semibold">{group.language}</dt>
                <dd className="mt-2">
                  <ul className="flex flex-wrap gap-1.5">
                    {group.styles.map((style) => (
                      <li
                        key={style}
                        className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                      >
                        {style}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </AboutSection>

        <AboutSection id="about-moderation" title="How community moderation works">
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {moderationSteps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-surface p-5">
                <span
                  aria-hidden
                  className="flex size-8 items-center justify-center rounded-full bg-primary font-display font-extrabold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="max-w-3xl text-sm text-muted-foreground">
            Spotted something wrong in a published entry?{' '}
            <Link
              href={paths.dictionarySuggest}
              className="font-medium text-primary underline underline-offset-2"
            >
              Suggest a fix
            </Link>{' '}
            and an editor will take a look.
          </p>
        </AboutSection>

        <AboutSection id="about-respect" title="Our respect policy">
          <Card tinted className="grid gap-3 border-accent/30 bg-accent/5 p-6">
            <ul className="grid gap-2 text-muted-foreground">
              <li>
                <strong className="text-foreground">No slurs, no hate.</strong> We do not publish
                slurs or terms meant to demean people for their race, ethnicity, religion, gender,
                sexuality, disability or background, not even as a joke. Submissions like these are
                rejected and repeated attempts can cost an account its contribution rights.
              </li>
              <li>
                <strong className="text-foreground">Dialects are not jokes.</strong> AAVE, Iraqi
                Arabic, Rioplatense Spanish and every other variety here has its own grammar and
                history. We present them with context and credit to the communities that speak them.
              </li>
              <li>
                <strong className="text-foreground">Honest labels.</strong> When a word can be rude
                or only works among friends, the entry says so, so you know when to use it.
              </li>
            </ul>
          </Card>
        </AboutSection>

        <AboutSection id="about-contact" title="Contact">
          <div className="grid gap-4 md:grid-cols-3">
            <ContactCard
              title="Help and feedback"
              address={SUPPORT_EMAIL}
              note="Questions, ideas or problems with the app. We reply within 24 hours."
            />
            <ContactCard
              title="Privacy"
              address={PRIVACY_EMAIL}
              note="Access to or deletion of your data. We reply within 48 hours."
            />
            <ContactCard
              title="Legal"
              address={LEGAL_EMAIL}
              note="Questions about our terms or intellectual property. We reply within 5 business days."
            />
          </div>
          <p className="text-sm text-muted-foreground">
            Read our{' '}
            <Link
              href={`${paths.privacyPolicy}?from=app`}
              className="font-medium text-primary underline underline-offset-2"
            >
              Privacy Policy
            </Link>
            ,{' '}
            <Link
              href={`${paths.termsOfService}?from=app`}
              className="font-medium text-primary underline underline-offset-2"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              href={paths.facebookDataDeletion}
              className="font-medium text-primary underline underline-offset-2"
            >
              data deletion instructions
            </Link>
            .
          </p>
        </AboutSection>
      </div>
    </PageFrame>
  );
}
