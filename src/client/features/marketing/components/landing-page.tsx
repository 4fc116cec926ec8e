// The marketing page at /landing (spec 1 §2): own top nav with a mobile menu, hero, figures, features,
// how it works, testimonials and a closing call to action. It has no site footer.
import {
  ArrowRight,
  BookOpen,
  Bookmark,
  Languages,
  Layers,
  Menu,
  Mic,
  Quote,
  ShieldCheck,
  Sparkles,
  Volume2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { TRANSLATE_INPUT_MAX } from '@shared/limits';
import { Brand } from '@client/components/layout/brand';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';

/** The marketing figures of spec 1 §2, shown exactly as written. */
export const LANDING_STATS = [
  { value: '50K+', label: 'Translations' },
  { value: '8+', label: 'Language variants' },
  { value: '99.9%', label: 'Uptime' },
  { value: '4.9/5', label: 'User rating' },
] as const;

export const LANDING_TEXT = {
  documentTitle: 'Translate slang, styles and dialects',
  cta: 'Start translating',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
} as const;

const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

const features: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Languages,
    title: 'Style-aware translator',
    text: 'Move between standard, formal, business and Gen Z English, regional Spanish, Arabic dialects and more, keeping the meaning and the mood.',
  },
  {
    icon: BookOpen,
    title: 'Community dictionary',
    text: 'Look up what a word really means, where it is used and how to say it, with examples written by people who use it.',
  },
  {
    icon: Layers,
    title: 'Flashcards and daily challenges',
    text: 'Practise with themed decks, keep a streak going and pick up a new expression every day.',
  },
  {
    icon: Volume2,
    title: 'Hear it, say it',
    text: 'Listen to translations at the speed you like and dictate your text in browsers that support speech input.',
  },
  {
    icon: ShieldCheck,
    title: 'Curated by editors',
    text: 'Style editors refine translations and every dictionary submission is reviewed before it goes live, so the slang stays accurate and respectful.',
  },
  {
    icon: Bookmark,
    title: 'Saved and history',
    text: 'Sign in to keep your translation history and save favourites to come back to on any device.',
  },
];

const styles = [
  'Standard English',
  'Gen Z English',
  'Formal English',
  'Business English',
  'British English',
  'AAVE',
  'Spanish',
  'Spain Gen Z',
  'Rioplatense Spanish',
  'French',
  'Standard German',
  'Formal German',
  'Classical Arabic',
  'Iraqi Arabic',
  'Russian',
  'Russian Gen Z',
  'Standard Persian',
  'Persian slang',
] as const;

const steps = [
  {
    title: 'Pick your styles',
    text: 'Choose where you start and where you want to land, for example Standard English to Rioplatense Spanish.',
  },
  {
    title: 'Type, paste or speak',
    text: `Enter up to ${TRANSLATE_INPUT_MAX.toLocaleString('en-US')} characters, or use your microphone, and press Translate.`,
  },
  {
    title: 'Listen, learn and save',
    text: 'Play the result aloud, tap into the dictionary for any word you do not know, and save the keepers.',
  },
] as const;

const testimonials = [
  {
    quote:
      'My students finally understand why their pen pals in Manchester say “cheers” for everything. We open class with five minutes of flashcards.',
    name: 'Daniel',
    role: 'Secondary-school English teacher',
  },
  {
    quote:
      'I moved to Buenos Aires for work and the Spanish there felt brand new. Now I follow my colleagues’ jokes, most of them anyway.',
    name: 'Priya',
    role: 'Traveller and remote worker',
  },
  {
    quote:
      'Texting my younger cousins used to leave me guessing. I check a phrase first and reply with confidence instead of a thumbs-up.',
    name: 'Omar',
    role: 'Language learner',
  },
] as const;

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-bold tracking-widest text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-base text-muted-foreground sm:text-lg">{children}</p>}
    </div>
  );
}

function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const linkClasses =
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <Brand href={paths.landing} />
        <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => (
            <a key={link.href} href={link.href} className={linkClasses}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild size="sm" className="max-sm:hidden">
            <Link href={paths.home}>
              {LANDING_TEXT.cta}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon-sm"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            aria-label={menuOpen ? LANDING_TEXT.menuClose : LANDING_TEXT.menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      <div
        id="landing-mobile-menu"
        hidden={!menuOpen}
        className="border-t bg-background px-4 pt-2 pb-4 md:hidden"
      >
        <nav aria-label="Sections" className="grid gap-1">
          {sectionLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={cn(linkClasses, 'py-3 text-base')}
              onClick={() => setMenuOpen(false)}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <Button asChild className="mt-3 w-full">
          <Link href={paths.home}>
            {LANDING_TEXT.cta}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute top-40 -right-24 size-80 rounded-full bg-accent/15 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="grid gap-6 text-center lg:text-left">
          <p className="mx-auto inline-flex w-fit items-center gap-2 rounded-full border bg-surface/80 px-3 py-1 text-sm font-medium text-muted-foreground shadow-sm lg:mx-0 [&_svg]:size-4 [&_svg]:text-accent">
            <Sparkles aria-hidden />
            Slang, styles and dialects, translated
          </p>
          <h1
            id="hero-heading"
            className="font-display text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Translate the way people <span className="text-primary">actually talk</span>
          </h1>
          <p className="mx-auto max-w-xl text-lg text-muted-foreground lg:mx-0">
            {BRAND_NAME} turns everyday sentences into Gen Z English, Rioplatense Spanish, Iraqi
            Arabic, Persian slang and more, and back again. Then it helps you remember what every
            word means.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link href={paths.home}>
                {LANDING_TEXT.cta}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Free to use. No account needed to start translating.
          </p>
        </div>

        <figure className="relative mx-auto w-full max-w-md sm:pb-10 lg:max-w-none">
          <figcaption className="sr-only">
            Example: a Standard English sentence translated into Gen Z English.
          </figcaption>
          <div className="rounded-2xl border bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5">
            <div className="flex items-center justify-between gap-2 text-xs font-semibold text-muted-foreground">
              <span className="rounded-full bg-muted px-2.5 py-1">Standard English</span>
              <ArrowRight aria-hidden className="size-4 text-primary" />
              <span className="rounded-full bg-primary/12 px-2.5 py-1 text-primary">
                Gen Z English
              </span>
            </div>
            <p className="mt-4 rounded-lg border bg-background p-4 text-sm leading-relaxed sm:text-base">
              This new song is really good. I cannot stop listening to it.
            </p>
            <p className="mt-3 rounded-lg bg-secondary p-4 text-sm leading-relaxed font-semibold text-secondary-foreground sm:text-base">
              This new song slaps, it&rsquo;s been on repeat fr.
            </p>
            <div className="mt-4 flex items-center gap-2 text-xs text-muted-foreground [&_svg]:size-4">
              <Volume2 aria-hidden className="text-primary" />
              <span>Listen</span>
              <span aria-hidden>·</span>
              <Mic aria-hidden className="text-primary" />
              <span>Speak</span>
              <span aria-hidden>·</span>
              <Bookmark aria-hidden className="text-primary" />
              <span>Save</span>
            </div>
          </div>
          <div className="absolute -right-2 -bottom-4 hidden w-52 rotate-[3deg] rounded-xl border bg-surface p-3 shadow-[var(--shadow-card)] sm:block lg:-right-6">
            <p className="text-[0.7rem] font-bold tracking-wider text-primary uppercase">
              Daily slang
            </p>
            <p className="mt-1 font-display text-lg font-extrabold">slaps</p>
            <p className="text-xs text-muted-foreground">Is excellent, especially music or food.</p>
          </div>
        </figure>
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section aria-label={`${BRAND_NAME} in numbers`} className="border-y bg-surface/70">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 md:grid-cols-4">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="font-display text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:py-24"
    >
      <SectionHeading id="features-heading" eyebrow="Features" title="More than a translator">
        Everything you need to understand the words of the moment and use them with confidence.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-xl border bg-surface p-6 shadow-[var(--shadow-card)] transition-transform motion-safe:hover:-translate-y-0.5"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary/12 text-primary [&_svg]:size-5">
              <Icon aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 rounded-2xl border bg-muted/50 p-6 sm:p-8">
        <h3 className="text-center text-lg font-bold">Styles and languages you can translate</h3>
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {styles.map((style) => (
            <li
              key={style}
              className="rounded-full border bg-surface px-3 py-1 text-sm font-medium text-foreground"
            >
              {style}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-20 border-y bg-surface/60"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How it works"
          title="From plain words to perfect vibe in three steps"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border bg-background p-6">
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-extrabold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:py-24"
    >
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Testimonials"
        title="Made for learners, teachers and travellers"
      >
        Illustrative stories that reflect how people use {BRAND_NAME} every day.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-xl border bg-surface p-6 shadow-[var(--shadow-card)]">
              <Quote aria-hidden className="size-7 text-accent" />
              <blockquote className="mt-3 flex-1 leading-relaxed">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t pt-4">
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-full bg-secondary font-display font-extrabold text-secondary-foreground"
                >
                  {item.name.charAt(0)}
                </span>
                <span className="grid">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-sm text-muted-foreground">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FinalCallToAction() {
  const smallLink = 'hover:text-foreground hover:underline';
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <div
          aria-hidden
          className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-accent/40 blur-3xl"
        />
        <h2
          id="cta-heading"
          className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          Ready to bridge the slang gap?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-base opacity-90 sm:text-lg">
          Type a sentence, pick a style and see how it sounds. It takes less time than reading this.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="on-primary">
            <Link href={paths.home}>
              {LANDING_TEXT.cta}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline-on-primary">
            <Link href={paths.dictionary}>Browse the dictionary</Link>
          </Button>
        </div>
      </div>
      <nav
        aria-label="About and legal"
        className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground"
      >
        <Link href={paths.about} className={smallLink}>
          About Us
        </Link>
        <Link href={`${paths.privacyPolicy}?from=landing`} className={smallLink}>
          Privacy Policy
        </Link>
        <Link href={`${paths.termsOfService}?from=landing`} className={smallLink}>
          Terms of Service
        </Link>
      </nav>
    </section>
  );
}

export function LandingPage() {
  useDocumentTitle(LANDING_TEXT.documentTitle);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main">
        <Hero />
        <Stats />
        <Features />
        <HowItWorks />
        <Testimonials />
        <FinalCallToAction />
      </main>
    </div>
  );
}
