import type { PageCopy } from './copy-types';
import { sitePath } from './pages';

const CONTROLLER = 'Aurora Otelcilik ve Turizm A.Ş. (Aurora Hotels Group)';

const legalNotices: PageCopy = {
  title: 'Legal Notices',
  description:
    'Legal notices of the Andy Show website: operator details of Aurora Hotels Group, intellectual property, liability, bookings, applicable law and complaints.',
  headerAlt: 'The Andy Show logo projected on the closed stage curtain',
  sections: [
    {
      key: 'INTRO',
      title: 'Legal notices',
      subtitle: 'Last updated: 1 March 2026',
      body: `<p>These legal notices apply to the website of Andy Show and The Sin, including all language versions. By using the website you accept the terms below.</p>`,
    },
    {
      key: 'BODY',
      title: 'Terms of use',
      body: `<h2>1. Website operator</h2>
<p>The website is operated by ${CONTROLLER}, {address}, registered with the Antalya Trade Registry Office and the Antalya Corporate Tax Office.</p>
<ul>
<li>Phone: {phone}</li>
<li>E-mail: {email}</li>
</ul>
<h2>2. Purpose of the website</h2>
<p>The website presents the dinner show, the night club, the restaurants, events and event services of the venue. It informs visitors and allows them to subscribe to the newsletter, send messages and request proposals. Tickets and tables are sold on the separate booking website.</p>
<h2>3. Intellectual property</h2>
<p>All texts, photographs, videos, logos, the names “Andy Show” and “The Sin”, graphics and the layout of this website are protected by Law No. 5846 on Intellectual and Artistic Works and by trademark law. They may not be copied, reproduced, distributed or used commercially without our prior written consent.</p>
<h3>Photographs and recordings of the show</h3>
<p>The choreography, costumes and staging of the show are protected works. Recording the show, in whole or in part, is not permitted.</p>
<h2>4. Bookings, prices and ticket conditions</h2>
<p>Prices shown on this website are for information and may change; the price confirmed on the booking website at the time of purchase applies. For event tickets the following refund rules apply:</p>
<ul>
<li>full refund for cancellations 15 or more days before the event;</li>
<li>50 percent refund for cancellations from 14 to 7 days before the event;</li>
<li>no refund for cancellations 6 days or less before the event;</li>
<li>full refund if the organiser cancels the event.</li>
</ul>
<p>Card commission is deducted from every refund. Guests arriving after the show has started cannot be admitted and are not entitled to a refund.</p>
<h2>5. Links to other websites</h2>
<p>The website links to third-party sites such as the booking platform, social networks, maps and messaging services. We have no control over their content or data practices and accept no responsibility for them.</p>
<h2>6. Limitation of liability</h2>
<p>We take great care to keep the content accurate and up to date, but we cannot guarantee that it is complete or free of errors at all times. Programme changes, cast changes and technical interruptions remain possible. Except in cases of intent or gross negligence, we are not liable for damages arising from the use of the website.</p>
<h2>7. Applicable law and jurisdiction</h2>
<p>These notices are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Antalya have jurisdiction, without prejudice to mandatory consumer protection rules.</p>
<h2>8. Consumer complaints</h2>
<p>Consumers may apply to the Consumer Arbitration Committee or the Consumer Court of their place of residence, within the monetary limits set each year under Law No. 6502 on Consumer Protection.</p>`,
    },
    {
      key: 'CONTACT',
      title: 'Questions',
      body: `<p>For any question about these notices, write to {email}. See also our <a href="${sitePath('privacy', 'en')}">privacy policy</a> and <a href="${sitePath('cookies', 'en')}">cookie policy</a>.</p>`,
    },
  ],
};

const cookies: PageCopy = {
  title: 'Cookie Policy',
  description:
    'Which cookies the Andy Show website uses, why, for how long, and how you can accept, refuse or withdraw consent for analytics and marketing cookies at any time.',
  headerAlt: 'The Andy Show logo projected on the closed stage curtain',
  sections: [
    {
      key: 'INTRO',
      title: 'Cookie policy',
      subtitle: 'Last updated: 1 March 2026',
      body: `<p>This policy explains how ${CONTROLLER} uses cookies and similar technologies on this website, in line with Law No. 6698 on the Protection of Personal Data (KVKK) and, for visitors from the European Union, the GDPR and the ePrivacy rules.</p>`,
    },
    {
      key: 'BODY',
      title: 'How we use cookies',
      body: `<h2>1. What cookies are</h2>
<p>Cookies are small text files that a website stores in your browser. They let the site remember your choices, such as your language, and help us understand how the site is used. Similar technologies include local storage and pixels; this policy covers them too.</p>
<h2>2. Strictly necessary cookies</h2>
<p>These cookies are needed for the website to work and cannot be switched off. They do not require consent.</p>
<ul>
<li><strong>i18n_redirected</strong>: remembers the language you chose.</li>
<li><strong>Consent cookie</strong>: stores your cookie choices so we do not ask again on every page.</li>
<li><strong>Security cookies</strong>: protect our forms against abuse (invisible captcha).</li>
</ul>
<p>Which cookies this website sets and how long each is kept is listed under <a href="${sitePath('cookies', 'en')}#cookie-settings">Cookie settings</a> at the end of this page.</p>
<h2>3. Functional cookies</h2>
<p>With your consent, the live-chat widget stores a cookie to keep your conversation open while you move between pages, and the maps component remembers your map settings.</p>
<h2>4. Analytics cookies</h2>
<p>With your consent, we measure page views and navigation to improve the website. Statistics are aggregated; IP addresses are shortened before storage.</p>
<h2>5. Marketing cookies</h2>
<p>With your consent, social networks and advertising partners may set cookies to measure our campaigns and show you relevant offers on other websites. These cookies are kept for up to 13 months.</p>
<h2>6. Third-party services</h2>
<p>Some cookies are set by providers acting on our behalf or as independent controllers:</p>
<ul>
<li>web analytics;</li>
<li>invisible captcha (spam protection for our forms);</li>
<li>live chat;</li>
<li>maps and social network embeds.</li>
</ul>
<p>These providers may process data outside Türkiye; see our <a href="${sitePath('privacy', 'en')}">privacy policy</a> for the safeguards we apply.</p>
<h2>7. Managing your choices</h2>
<p>When you first visit the website, the consent banner lets you accept all cookies, refuse all optional cookies or choose by category. You can change your mind at any time with the “Cookie settings” link in the footer.</p>
<h3>Browser settings</h3>
<p>You can also block or delete cookies in your browser settings. Blocking strictly necessary cookies may stop parts of the website from working.</p>
<h2>8. Changes to this policy</h2>
<p>We update this policy when we add or remove services. The date at the top shows the latest version.</p>`,
    },
    {
      key: 'CONTACT',
      title: 'Contact',
      body: `<p>Questions about cookies: {email}.</p>`,
    },
  ],
};

const privacy: PageCopy = {
  title: 'Privacy Policy',
  description:
    'How Aurora Hotels Group processes personal data on the Andy Show website under KVKK No. 6698 and the GDPR: purposes, legal bases, retention and your rights.',
  headerAlt: 'The Andy Show logo projected on the closed stage curtain',
  sections: [
    {
      key: 'INTRO',
      title: 'Privacy policy and KVKK disclosure',
      subtitle: 'Last updated: 1 March 2026',
      body: `<p>We respect your privacy. This notice explains, in accordance with Article 10 of Law No. 6698 on the Protection of Personal Data (KVKK) and Articles 13 and 14 of the EU General Data Protection Regulation (GDPR), which personal data we process when you use this website and contact us, and what rights you have.</p>`,
    },
    {
      key: 'BODY',
      title: 'How we process your data',
      body: `<h2>1. Data controller</h2>
<p>${CONTROLLER}, {address}. E-mail: {email}, phone: {phone}.</p>
<h2>2. Data we process</h2>
<ul>
<li><strong>Identity and contact data</strong>: first and last name, e-mail address, phone number, company name.</li>
<li><strong>Request data</strong>: your message, the type of event, guest count, preferred date and services you ask about.</li>
<li><strong>Marketing data</strong>: your newsletter subscription and consent history.</li>
<li><strong>Technical data</strong>: IP address, browser type, pages visited and cookie identifiers (see our <a href="${sitePath('cookies', 'en')}">cookie policy</a>).</li>
</ul>
<h2>3. Purposes of processing</h2>
<ul>
<li>answering your messages and preparing event proposals;</li>
<li>sending the newsletter you subscribed to;</li>
<li>running, securing and improving the website;</li>
<li>meeting our legal obligations, for example towards tax and law-enforcement authorities.</li>
</ul>
<h2>4. Legal bases</h2>
<p>We process your data on the bases set out in Articles 5 and 6 of KVKK and Article 6(1) GDPR:</p>
<ul>
<li>steps taken at your request before entering into a contract (contact and proposal forms);</li>
<li>your explicit consent (newsletter, optional cookies), which you can withdraw at any time;</li>
<li>our legitimate interest in operating a secure website;</li>
<li>compliance with legal obligations.</li>
</ul>
<h2>5. Recipients and transfers abroad</h2>
<p>We share data only as far as necessary with hotels of Aurora Hotels Group, our booking platform, IT, hosting, e-mail and analytics providers, and with public authorities where the law requires. Some providers are located outside Türkiye; such transfers are made under Article 9 of KVKK, using standard contracts notified to the Personal Data Protection Authority or your explicit consent, and, for EU data, with appropriate safeguards under the GDPR.</p>
<h2>6. Retention</h2>
<ul>
<li>Contact messages: 2 years after the last exchange.</li>
<li>Proposal requests: 3 years, or for the statutory period if a contract follows.</li>
<li>Newsletter data: until you unsubscribe, then consent records for 3 years.</li>
<li>Server logs: 6 months.</li>
</ul>
<p>After these periods, data is deleted, destroyed or anonymised in line with our retention and destruction policy.</p>
<h2>7. Your rights</h2>
<h3>Under Article 11 of KVKK</h3>
<p>You may:</p>
<ul>
<li>learn whether we process your data and request information about it;</li>
<li>learn the purpose of processing and whether data is used accordingly;</li>
<li>know the third parties in Türkiye or abroad to whom data is transferred;</li>
<li>request correction of incomplete or inaccurate data, and its deletion or destruction;</li>
<li>object to results arising exclusively from automated analysis;</li>
<li>claim compensation for damage caused by unlawful processing;</li>
</ul>
<h3>Under the GDPR</h3>
<p>Where the GDPR applies, Articles 15 to 22 also give you the right to withdraw consent at any time, to data portability and to restriction of processing.</p>
<h2>8. How to exercise your rights</h2>
<p>Send your request in writing to our address, or by e-mail to {email} with the subject “KVKK request”, in line with the Communiqué on the Procedures and Principles of Application to the Data Controller. We answer within 30 days, free of charge. You may also lodge a complaint with the Personal Data Protection Authority (KVKK) or, in the EU, with your local supervisory authority.</p>
<h2>9. Security</h2>
<p>We protect your data with technical and organisational measures: encrypted connections, access control, logging, staff training and confidentiality agreements with our providers.</p>
<h2>10. Changes</h2>
<p>We may update this notice when our processing changes. The date at the top shows the current version.</p>`,
    },
  ],
};

export const legalEn = { 'legal-notices': legalNotices, cookies, privacy };
