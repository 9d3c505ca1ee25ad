import { privacyMessages } from '@portail/ui';

const text = privacyMessages;

/** What is always sent, whatever the choice (issue 32 item 5). */
export function PrivacyRequired() {
  return (
    <section className="account-section" aria-labelledby="confidentialite-requis">
      <h2 id="confidentialite-requis">{text.requiredHeading}</h2>
      <p>{text.requiredIntro}</p>
      <ul className="privacy-required">
        {text.requiredItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
