import type { CaseStory } from '@site/content';

export default {
  title: 'From signed contract to first campaign in 3 days: advertiser onboarding in Barcelona',
  fullTitle:
    'AgentLab AI and Lumi AI at an ad-tech platform: AI agents check documents, set up accounts and draft first campaign briefs, and every new advertiser gets a welcome call',
  meta: {
    title: 'Ad-tech onboarding in Barcelona: AgentLab AI case',
    description:
      'How a Barcelona ad-tech platform cut advertiser onboarding from 9 working days to 3 and its cost by 55% with AgentLab AI agents and Lumi AI welcome calls.',
  },
  company: {
    name: 'Nauta Ads',
    industry: 'Programmatic advertising platform',
    size: '140 employees, 6 onboarding managers',
    market: 'Spain and Portugal',
  },
  problem: {
    title: 'Why new advertisers stalled',
    items: [
      'About 180 advertisers signed each month, and six onboarding managers did everything by hand, from checking documents to explaining the tracking tag. Getting from signature to the first live campaign took 9 working days on average.',
      'One application in three bounced over documents: a VAT number missing from VIES, a legal name that differed between the contract and the billing details, an outdated company register extract.',
      '45% of advertisers went live without a working conversion tag, so their first campaign couldn’t be optimised and looked worse than it was.',
      'First campaign briefs arrived half empty, and managers needed two calls per client to fill in budget, regions, audiences and formats.',
      '22% of signed advertisers hadn’t launched a single campaign 30 days after signing.',
    ],
  },
  solution: {
    title: 'Three agents and a welcome call',
    description: [
      'On AgentLab AI we built three agents for the steps that took the most manual time. The document agent reads the contract, the register extract and the billing details, checks the VAT number in VIES and compares legal names. It also flags landing pages that break ad policies. Anything doubtful goes to the compliance officer with the reason marked.',
      'The setup agent creates the account through the platform’s API, assigns roles, currency and billing, and generates the tracking tag. If no test event arrives within 48 hours, it writes to the advertiser’s developer with instructions for their CMS or Google Tag Manager. The brief agent studies the advertiser’s website and asks only what it can’t find there: budget, target cost per lead, regions, seasonal peaks. The account manager reviews its draft brief and approves it in HubSpot.',
      'Lumi AI calls every new advertiser within 15 minutes of signing, in Spanish, Portuguese or English. In 4–5 minutes it walks them through the next three days, confirms the technical contact, asks the first brief questions and books a kickoff with the account manager. If the tag still isn’t firing on day 3, Lumi calls again.',
      'The onboarding team had demo access the working day after our first call. The three agents were working on real applications by day 12, a 14-day pilot then covered 40 advertisers from Spain, and from week 5 the agents handled every new account, Portugal included.',
    ],
    features: [
      'Document agent: VAT, legal names and landing pages checked',
      'Setup agent: account, billing and tracking tag set up and tested',
      'Brief agent: first campaign brief drafted for approval',
      'Lumi AI welcome call, and a second call if the tag isn’t working',
      'No campaign goes live without the account manager’s approval',
    ],
    integrations: ['HubSpot', 'DocuSign', 'VIES', 'Google Tag Manager', 'Slack'],
  },
  results: {
    title: 'What the first quarter showed',
    metrics: [
      { value: '−55%', label: 'cost of onboarding one advertiser' },
      { value: '93%', label: 'of new accounts go live with conversion tracking working' },
      { value: '22% → 9%', label: 'advertisers without a campaign 30 days after signing' },
      { value: '15 min', label: 'from signature to the welcome call' },
    ],
    details: [
      'Documents now bounce once at most, because the advertiser gets the full list of issues in one message on the day of signing. In the first month the document agent caught 31 VAT and legal name mismatches that used to surface only with the first invoice.',
      'The same six managers handle the same 180 accounts a month, but they no longer chase tags or type briefs. The freed time goes to the 20 largest advertisers, who now get a personal strategy session.',
      'With tracking in place from day one, fewer advertisers pause after a week without visible conversions, and their first-month spend grew by 18%.',
    ],
  },
  testimonial: {
    quote:
      'The welcome call surprised us most. Advertisers expected a form and got a conversation in their language a quarter of an hour after signing. The agents do the checking; my team does what clients pay us for.',
    author: 'Marta Soler, Head of Customer Onboarding',
  },
  cta: {
    title: 'Does onboarding take longer than the sale itself?',
    button: 'See what AgentLab AI agents can do',
  },
} satisfies CaseStory;
