import type { SecurityPage } from '@site/content';
import { DISCLOSURE_POLICY, pluralOf } from '@site/model';

const reply = pluralOf(DISCLOSURE_POLICY.acknowledgeWithinWorkingDays, 'en', {
  one: '1 working day',
  other: `${DISCLOSURE_POLICY.acknowledgeWithinWorkingDays} working days`,
});
const embargo = `${DISCLOSURE_POLICY.disclosureAfterDays} days`;

export default {
  seo: {
    title: 'Vulnerability disclosure policy',
    description:
      'How to report a security vulnerability in the Synthra site, its API or its voice assistant, what to include, what we ask of you and what we promise in return.',
  },
  title: 'Report a vulnerability',
  lead: 'If you have found a weakness in our site, its API or the voice assistant, we want to hear about it first, and we will work with you until it is fixed.',
  report: {
    title: 'How to report',
    text: `Write to our security team in English, Russian or Ukrainian. A person reads every report, and you get an answer within ${reply}.`,
    emailLabel: 'Security team',
    include: {
      title: 'What helps us act fast',
      items: [
        'The page or API call affected, and what an attacker could do through it',
        'The steps to reproduce it, with the requests and responses if you kept them',
        'How to reach you, and whether you would like to be credited',
      ],
    },
  },
  scope: {
    title: 'What this policy covers',
    covered: ['synthra.ai in all three languages, and its API under /api', 'The voice assistant on every page and the Lumi AI demo'],
    excluded: {
      title: 'What it does not cover',
      items: [
        'Services of other companies we use (ElevenLabs, Telegram, Amazon Web Services): report those to them',
        'Findings with no way to exploit them, such as a missing header with no effect, or a scanner’s output alone',
      ],
    },
  },
  rules: {
    title: 'What we ask of you',
    items: [
      'Test with your own data only, and stop as soon as you see anyone else’s personal data',
      'No denial of service, no spam through our forms, no social engineering and no attempts at our offices',
      `Keep the details to yourself until we have fixed the issue or ${embargo} have passed since your report, whichever comes first`,
    ],
  },
  promises: {
    title: 'What we promise',
    items: [
      `A reply from a person within ${reply}, with our assessment and a plan`,
      'No legal action over research done in good faith within these rules',
      'Credit once the fix is out, under the name you choose, if you want it',
    ],
  },
  machineReadable: 'Tools and scanners find the same contacts in a machine-readable file (RFC 9116):',
} satisfies SecurityPage;
