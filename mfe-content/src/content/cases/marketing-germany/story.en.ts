import type { CaseStory } from '@site/content';

export default {
  title: 'Four AI agents, three human checkpoints: how a Berlin agency grew without hiring',
  fullTitle: 'AgentLab AI at a B2B marketing agency: research, content plans, copy drafts and client reports prepared by AI agents and approved by people',
  meta: {
    title: 'Berlin marketing agency: AgentLab AI multi-agent case',
    description:
      'A Berlin B2B agency runs research, content plans, drafts and reports with four AgentLab AI agents and human approval: reports in 1.5 hours, 7 new clients.',
  },
  company: {
    name: 'Spreewerk',
    industry: 'B2B content and performance marketing agency',
    size: '38 employees, 24 retainer clients at the start',
    market: 'Germany, Austria and Switzerland',
  },
  problem: {
    title: 'Where the agency’s hours went',
    items: [
      'At the start of each month account managers spent about 6 hours per client copying figures from Google Analytics 4, Google Ads, LinkedIn Ads and HubSpot into slides, roughly 145 hours across 24 clients.',
      'Competitor and keyword research for a quarterly content plan took 8–10 hours per client, so it was often cut short.',
      'Senior copywriters wrote every first draft of LinkedIn posts and newsletters themselves, and the copy backlog stood at three weeks.',
      'In the first quarter the agency turned down two new clients because nobody had time to serve them.',
      'Industrial clients have strict terminology rules, and the partners wouldn’t let any AI text out unchecked.',
    ],
  },
  solution: {
    title: 'A team of agents that works like the agency does',
    description: [
      'On AgentLab AI we built four agents that hand work to each other through Asana, the way the agency’s people already did. Each client has a separate workspace with its glossary, tone rules, approved texts and data access, so nothing crosses from one client to another.',
      'The research agent goes through competitors’ sites, LinkedIn, trade media and Search Console queries every week and writes a one-page digest with a link to every source. Each quarter the planning agent turns the digests and the previous three months’ results into a draft content plan, and a strategist approves, cuts or adds topics.',
      'The copy agent drafts LinkedIn posts, newsletters and article outlines in German and English, in the client’s voice and terminology. A copywriter edits and approves each draft; only approved texts move on to publishing. On the first Monday of each month the reporting agent collects the figures from the ad accounts and HubSpot, builds the monthly report and drafts a commentary, which the account manager checks before sending.',
      'Demo access was open to the whole team from the working day after our first call. By day 14 the four agents were working for three pilot clients; during the 14-day pilot that followed, two review rounds showed us where to tune the instructions and checkpoints. Over the next six weeks the agents took over all 24 clients.',
    ],
    features: [
      'Research agent: a weekly digest on competitors and the market, with sources',
      'Planning agent: a quarterly content plan drafted from research and past results',
      'Copy agent: German and English drafts in each client’s tone and terminology',
      'Reporting agent: the monthly report with a draft commentary',
      'Approval gates for the strategist, the copywriter and the account manager',
    ],
    integrations: ['Google Analytics 4', 'Google Ads', 'LinkedIn Ads', 'HubSpot', 'Google Search Console', 'Asana', 'Slack'],
  },
  results: {
    title: 'Four months later',
    metrics: [
      { value: '1.5 h', label: 'to prepare a monthly client report instead of 6' },
      { value: '3 weeks → 4 days', label: 'copy backlog' },
      { value: '68%', label: 'of copy drafts approved with minor edits' },
      { value: '−41%', label: 'cost of producing a quarterly content plan' },
    ],
    details: [
      'Reports reach clients on the first Monday of the month instead of the fifth working day, and account managers spend their time on conclusions rather than on copying numbers. Across 24 clients that alone freed more than 100 hours a month.',
      'Copywriters now edit instead of facing a blank page, and the senior team has time again for whitepapers and trade fair talks.',
      'With the same 38 people Spreewerk took on 7 new retainer clients, growing from 24 to 31. The rule the partners started with still holds: no text and no figure reaches a client without the approval of the person responsible for it.',
    ],
  },
  testimonial: {
    quote:
      'I didn’t want a machine writing to our clients; I wanted my account managers to stop copying numbers into slides. That is what we got: the agents prepare, people decide and every text still goes out under the name of someone on our team.',
    author: 'Jonas Albrecht, Managing Partner',
  },
  cta: {
    title: 'Is your agency’s growth limited by hours rather than by clients?',
    button: 'Explore AgentLab AI',
  },
} satisfies CaseStory;
