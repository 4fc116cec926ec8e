// The Privacy Policy text (spec 1 §2 "Legal and static pages", §9 legal constants).
import { Link } from 'wouter';
import { BRAND_NAME, PRIVACY_EMAIL } from '@shared/brand';
import { paths } from '@client/config/paths';
import { DocLink, DocSection, MailLink } from './doc-parts';

export function PrivacyPolicy() {
  return (
    <>
      <p>
        {BRAND_NAME} helps people translate between language styles, slang varieties and dialects,
        and learn slang through a community dictionary and flashcards. This policy explains what
        information we keep when you use the website, why we keep it, who helps us process it and
        the choices you have. We try to collect as little as the product needs to work.
      </p>

      <DocSection title="1. Information we collect">
        <ul>
          <li>
            <strong>Text you translate.</strong> When you press Translate or ask for speech, the
            text is sent to our servers. When an AI translation provider or a voice provider is
            configured, the text is passed to that provider only to produce the translation or the
            audio. Short texts (200 characters or fewer) translated into one of the styles our
            editors curate are kept, with the translation and how often they were asked for but
            without who asked, so editors can review and correct what people actually translate.
          </li>
          <li>
            <strong>Account details.</strong> If you sign in with a social account (Apple, Google,
            Microsoft or Facebook), we receive your name, e-mail address, profile picture and an
            identifier from that provider. We never see your password for that account.
          </li>
          <li>
            <strong>History and saved lists.</strong> For signed-in users we keep translation
            history, translations you save and your personal lists, so you can find them again on
            any device.
          </li>
          <li>
            <strong>Ratings, feedback and contact messages.</strong> When you rate a translation, we
            store the rating with the text and translation it refers to, so editors can improve weak
            results. When you send feedback or use the contact form, we store what you wrote
            together with the name and e-mail address you entered.
          </li>
          <li>
            <strong>Community contributions.</strong> Dictionary entries and suggested fixes you
            submit are stored for review, linked to your account if you are signed in.
          </li>
          <li>
            <strong>Flashcard progress.</strong> Which cards you have studied and your daily
            challenge progress.
          </li>
          <li>
            <strong>Usage events.</strong> Simple telemetry events, such as &ldquo;a translation was
            requested&rdquo; or &ldquo;a page was opened&rdquo;, that help us find errors and
            understand which features are used. They are not used to build advertising profiles.
          </li>
          <li>
            <strong>Technical data.</strong> Like most websites, our servers record IP addresses,
            browser type and request times for security, abuse prevention and rate limiting.
          </li>
        </ul>
      </DocSection>

      <DocSection title="2. Storage in your browser and cookies">
        <p>
          Some preferences live only in your browser&rsquo;s local storage and never leave your
          device: your light or dark theme, your visit streak, recent dictionary searches, your
          flashcard deck choices and whether the daily slang teaser is shown. Clearing your browser
          data removes them.
        </p>
        <p>
          We use cookies to keep you signed in and to protect your session. We do not use
          advertising cookies and we do not let third parties track you across other websites
          through {BRAND_NAME}.
        </p>
      </DocSection>

      <DocSection title="3. How we use information">
        <ul>
          <li>to translate text, read it aloud and show your history and saved translations;</li>
          <li>to run the dictionary, flashcards, streaks and daily challenges;</li>
          <li>to answer feedback and contact messages;</li>
          <li>to review community submissions and keep the dictionary respectful;</li>
          <li>to keep the service secure, prevent abuse and fix problems;</li>
          <li>to improve translations and features, using aggregated or de-identified data.</li>
        </ul>
      </DocSection>

      <DocSection title="4. Sharing">
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it for
          advertising. We share information only with service providers that help us run{' '}
          {BRAND_NAME} (hosting, the AI translation provider, the voice provider, the sign-in
          provider and e-mail delivery), under agreements that limit their use of it to providing
          their service to us. We may also disclose information when the law requires it, or to
          protect the safety of our users and the service.
        </p>
      </DocSection>

      <DocSection title="5. How long we keep information">
        <p>
          History, saved translations, lists and flashcard progress are kept while your account
          exists, or until you delete them. Feedback and contact messages are kept as long as we
          need them to respond and improve the product. Server logs and telemetry events are kept
          for a limited period and then deleted or aggregated.
        </p>
        <p>
          Your public handle and the dictionary definitions you wrote are public: your contributor
          page shows your name, your handle, when you joined, your approved definitions and the
          votes they earned, and never your e-mail address. When you delete your account, your votes
          are deleted with it, and the definitions you wrote stay in the dictionary without your
          name or handle, credited to “a former contributor”.
        </p>
      </DocSection>

      <DocSection title="6. Your rights and choices">
        <p>
          You can ask us for a copy of your data, ask us to correct it, or ask us to delete your
          account and the information linked to it. Write to <MailLink address={PRIVACY_EMAIL} />{' '}
          from the e-mail address of your account. We reply to privacy requests within 48 hours, and
          we complete data deletion within 30 days at the latest, including copies held in backups.
          Step-by-step instructions are on our{' '}
          <Link href={paths.facebookDataDeletion}>data deletion page</Link>.
        </p>
        <p>
          Depending on where you live (for example in the European Economic Area, the United Kingdom
          or California), you may have additional rights, such as objecting to certain processing or
          complaining to your local data protection authority. We honour these rights for every user
          who contacts us.
        </p>
      </DocSection>

      <DocSection title="7. Children">
        <p>
          {BRAND_NAME} is not meant for children under 13, or under 16 where local law sets a higher
          age for consent (for example in parts of the EEA). We do not knowingly collect data from
          children below these ages. If you believe a child has given us personal data, contact us
          and we will delete it.
        </p>
      </DocSection>

      <DocSection title="8. Security and international transfers">
        <p>
          We protect data with encrypted connections, access controls and limited staff access. No
          system is perfectly secure, so please use a strong password with your sign-in provider.
          Our providers may process data in the United States and other countries; when we transfer
          data internationally we rely on appropriate safeguards.
        </p>
      </DocSection>

      <DocSection title="9. Changes to this policy">
        <p>
          If we change this policy we will update the date at the top, and for important changes we
          will tell signed-in users in the app. Our <DocLink to="terms">Terms of Service</DocLink>{' '}
          explain the rules for using {BRAND_NAME}.
        </p>
      </DocSection>

      <DocSection title="10. Contact">
        <p>
          Questions about privacy? Write to <MailLink address={PRIVACY_EMAIL} />. We reply within 48
          hours.
        </p>
      </DocSection>
    </>
  );
}
