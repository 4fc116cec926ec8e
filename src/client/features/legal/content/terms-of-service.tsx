// The Terms of Service text (spec 1 §1 IP notice, §2 "Legal and static pages", §9 legal constants).
import { BRAND_NAME, LEGAL_EMAIL, PRIVACY_EMAIL } from '@shared/brand';
import { DocLink, DocSection, MailLink } from './doc-parts';

export function TermsOfService() {
  return (
    <>
      <p>
        These terms are the agreement between you and {BRAND_NAME} for using our website, the
        translator, the community dictionary, flashcards and related features (together, the
        &ldquo;service&rdquo;). By using the service you accept these terms. If you do not agree,
        please do not use it.
      </p>

      <DocSection title="1. Who can use SlangBridge">
        <p>
          You must be at least 13 years old, or at least 16 where the law of your country sets a
          higher minimum age (for example in parts of the European Economic Area). If you are under
          the age of majority where you live, a parent or guardian should review these terms with
          you.
        </p>
      </DocSection>

      <DocSection title="2. Accounts">
        <p>
          You can translate without an account. Signing in through one of the offered sign-in
          providers adds history, saved translations and personal lists. Keep access to your sign-in
          account secure; you are responsible for what happens under your account. Some people are
          given editor or admin roles to curate content; those roles can be changed or removed at
          any time.
        </p>
      </DocSection>

      <DocSection title="3. AI translations and slang accuracy">
        <p>
          Translations are produced automatically by an AI language model and may be inaccurate,
          incomplete, outdated or unintentionally offensive. Slang changes quickly and differs
          between regions, age groups and communities, so a phrase that is friendly in one place can
          be rude in another. Dictionary entries and flashcards come partly from the community and
          may contain mistakes even after review.
        </p>
        <p>
          Use the service for learning and everyday communication, and use your own judgement. Do
          not rely on it for legal, medical, financial, safety-critical or other professional
          translation.
        </p>
      </DocSection>

      <DocSection title="4. Acceptable use">
        <p>When you use {BRAND_NAME}, you agree not to:</p>
        <ul>
          <li>
            submit hate speech, slurs or terms whose purpose is to demean people for who they are to
            the dictionary, suggestions or any other community feature;
          </li>
          <li>
            harass, threaten or impersonate anyone, or share other people&rsquo;s private data;
          </li>
          <li>post spam, advertising, malware or content that is illegal where you live;</li>
          <li>
            scrape the site, bypass rate limits or security measures, or overload the service with
            automated requests outside the documented API;
          </li>
          <li>copy, resell or reverse engineer the service or its content.</li>
        </ul>
      </DocSection>

      <DocSection title="5. Community content and moderation">
        <p>
          You keep ownership of the entries, examples and suggestions you submit. You give{' '}
          {BRAND_NAME} a worldwide, royalty-free licence to host, edit, translate, display and
          distribute them as part of the service.
        </p>
        <p>
          Community content is moderated. Editors, each responsible for one style or dialect, and
          admins review submissions and may approve, edit, reject or remove them without notice, in
          particular when content breaks these terms. Repeated or serious violations can lead to the
          loss of contribution rights or of your account.
        </p>
      </DocSection>

      <DocSection title="6. Intellectual property">
        <p>
          All content, code, audio and design of {BRAND_NAME}, including the curated dictionary,
          flashcard decks, texts, graphics and the {BRAND_NAME} name and logo, are the intellectual
          property of {BRAND_NAME} and may not be reproduced, distributed or used to create other
          products without our written permission. You may share individual translations you create
          for personal, non-commercial use.
        </p>
        <p>
          If you send us ideas or feedback, we may use them to improve the service without any
          obligation to you.
        </p>
      </DocSection>

      <DocSection title="7. Privacy">
        <p>
          Our <DocLink to="privacy">Privacy Policy</DocLink> explains what information we collect
          and how we use it. If you use the public API, the{' '}
          <DocLink to="api">API Documentation</DocLink> and its rate limits also apply.
        </p>
      </DocSection>

      <DocSection title="8. Ending your use of the service">
        <p>
          You may stop using {BRAND_NAME} at any time. To close your account, e-mail{' '}
          <MailLink address={PRIVACY_EMAIL} />; we delete your account and the data linked to it
          within 7 business days of confirming the request.
        </p>
        <p>
          We may suspend or end your access, or remove content, if you break these terms, if
          required by law, or to protect other users or the service. Where reasonable we will tell
          you why.
        </p>
      </DocSection>

      <DocSection title="9. Disclaimers and limitation of liability">
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without
          warranties of any kind, including accuracy, fitness for a particular purpose and
          uninterrupted availability. To the fullest extent the law allows, {BRAND_NAME} is not
          liable for indirect, incidental or consequential damages, or for losses arising from
          reliance on translations or community content. Nothing in these terms limits rights that
          cannot be limited under the law of your country.
        </p>
      </DocSection>

      <DocSection title="10. Governing law">
        <p>
          These terms are governed by the laws of the State of Delaware, United States, without
          regard to its conflict-of-law rules. Disputes will be handled by the state or federal
          courts located in Delaware, unless the consumer law of your country gives you the right to
          bring a claim where you live.
        </p>
      </DocSection>

      <DocSection title="11. Changes to these terms">
        <p>
          We may update these terms as the product changes. The date at the top shows the latest
          version. If a change is significant we will announce it in the app before it takes effect;
          continuing to use the service afterwards means you accept the new terms.
        </p>
      </DocSection>

      <DocSection title="12. Contact">
        <p>
          Questions about these terms? Write to <MailLink address={LEGAL_EMAIL} />. We reply to
          legal enquiries within 5 business days.
        </p>
      </DocSection>
    </>
  );
}
