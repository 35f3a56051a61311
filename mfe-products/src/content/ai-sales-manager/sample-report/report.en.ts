import type { SampleReport } from '@site/content';

export default {
  seo: {
    title: 'Sample call quality report: AI Sales Manager',
    description:
      'A day of a nine-person sales team as AI Sales Manager reports it: every call scored, KPIs by funnel stage, the managers ranked and a coaching tip for each.',
  },
  breadcrumb: 'Sample report',
  backLink: 'All about AI Sales Manager',
  header: {
    eyebrow: 'AI Sales Manager · sample report',
    title: 'Daily call quality report for Tuesday',
    lead: 'This is what a head of sales finds in their inbox before the morning stand-up: every call of the previous day scored from 0 to 100, the team’s KPIs, the managers ranked and a tip for each of them.',
    note: 'A sample: the company, the managers and the calls are invented. The layout, the checklist and the way every figure is counted are those of the reports AI Sales Manager sends.',
    details: [
      { label: 'Company', value: 'Sample company: a distributor of commercial kitchen equipment, 9 sales managers' },
      { label: 'Day', value: 'Tuesday, calls from 9:00 to 18:00' },
      { label: 'Sent', value: 'Wednesday at 8:40, by email and in Telegram' },
      { label: 'Checklist', value: 'Inbound and outbound sales calls, five criteria: greeting, needs, presentation, objections, next step' },
    ],
  },
  units: { hours: 'h', minutes: 'min', seconds: 's' },
  summary: {
    title: 'The day at a glance',
    labels: {
      calls: 'Calls in total',
      answered: 'Conversations, every one scored',
      missed: 'Missed calls',
      talkTime: 'Talk time',
      averageScore: 'Average score out of 100',
      flagged: 'Conversations below 60',
    },
    previousDay: 'on Monday',
    highlights: {
      title: 'What stands out',
      items: [
        'The team’s average rose from 70 to 72, mostly thanks to Maksym H. (+6) and Roman P. (+4), who worked on Monday’s tips.',
        'Offers now lead to an agreed next step in 70% of conversations, up from 64%, yet needs still go unasked in one conversation in five.',
        'The last hour is the weakest (an average of 67): conversations get rushed before closing time, so callbacks are better moved to the morning.',
      ],
    },
  },
  funnel: {
    title: 'KPIs by funnel stage',
    lead: 'How far the day’s conversations went, and how each stage converted compared with Monday.',
    columns: { stage: 'Stage', count: 'Conversations', conversion: 'Conversion from the previous stage', previous: 'On Monday' },
    stages: ['Sales conversations', 'Needs uncovered', 'Offer presented', 'Next step agreed', 'Order placed or invoice sent'],
  },
  distribution: {
    title: 'Scores of the day’s conversations',
    caption: '64 conversations scored below 60: each appears in its manager’s report with the moment that cost the points.',
    columns: { band: 'Score', calls: 'Conversations' },
  },
  hours: {
    title: 'Conversations and average score by hour',
    caption: 'Most conversations happen late in the morning; the score holds between 70 and 76 all day and drops to 67 in the last hour.',
    columns: { hour: 'Hour', calls: 'Conversations', averageScore: 'Average score' },
  },
  ranking: {
    title: 'Managers ranked by score',
    lead: 'Everyone is scored on the same checklist, so the places compare like with like; the change is against Monday.',
    columns: {
      rank: 'Place',
      manager: 'Manager',
      calls: 'Conversations',
      talkTime: 'Talk time',
      nextSteps: 'Next step agreed',
      score: 'Score',
      change: 'Change',
    },
    names: {
      'oleh-d': 'Oleh D.',
      'anna-k': 'Anna K.',
      'taras-b': 'Taras B.',
      'kateryna-l': 'Kateryna L.',
      'maksym-h': 'Maksym H.',
      'oksana-v': 'Oksana V.',
      'roman-p': 'Roman P.',
      'yevhen-t': 'Yevhen T.',
      'iryna-s': 'Iryna S.',
    },
  },
  lowest: {
    title: 'The conversations that scored lowest',
    lead: 'Worth ten minutes of the team lead’s time today: each comes with the moment the points were lost.',
    labels: { missed: 'Criteria missed' },
    calls: [
      {
        manager: 'iryna-s',
        time: '16:48',
        length: '3:12',
        score: 31,
        reason:
          'A follow-up on a quote for a dishwashing line. The customer said a competitor was 8% cheaper; Iryna matched the discount at once without asking what the other quote included, and the call ended without a next step.',
        missed: ['Objection handled', 'Next step agreed'],
      },
      {
        manager: 'yevhen-t',
        time: '11:20',
        length: '8:54',
        score: 36,
        reason:
          'An inbound call from a café opening a second site. Nine minutes on three combi ovens before a single question about the menu or the number of guests; the customer said they would think it over.',
        missed: ['Needs uncovered', 'Presentation tied to needs', 'Next step agreed'],
      },
      {
        manager: 'roman-p',
        time: '17:35',
        length: '2:05',
        score: 38,
        reason:
          'A regular customer asked twice when a blast chiller would arrive and mentioned opening on Friday. Roman promised to call back once he had checked with the warehouse, but named no time and left no task in the CRM.',
        missed: ['Needs uncovered', 'Next step agreed'],
      },
    ],
  },
  tips: {
    title: 'A tip for every manager',
    lead: 'Each tip quotes the manager’s own call and offers wording taken from the team’s best conversations. The managers get theirs by 9:00 as well.',
    labels: { said: 'From the call at', instead: 'Try instead' },
    items: [
      {
        manager: 'oleh-d',
        focus: 'Name one total price, with delivery and installation in it.',
        time: '10:14',
        said: '“That’s the price of the oven itself, and delivery and installation we’ll sort out later.”',
        instead: '“With delivery, installation and a training session for your chefs, that’s the total, so there’ll be no surprises on the invoice.”',
      },
      {
        manager: 'anna-k',
        focus: 'Ask about volumes before you suggest a model.',
        time: '12:05',
        said: '“Most cafés take the ten-tray model. Shall I send you an offer?”',
        instead: '“How many guests do you serve at lunch, and is it more baking or hot dishes? Then I’ll know whether six trays will do or you need ten.”',
      },
      {
        manager: 'taras-b',
        focus: 'Answer a lower price with a comparison, not a shrug.',
        time: '15:31',
        said: '“Well, if theirs is cheaper, there isn’t much I can do.”',
        instead: '“Let’s compare like with like: does their price include installation and two years of service? If it does, I’ll see what I can do.”',
      },
      {
        manager: 'kateryna-l',
        focus: 'Sum up what you heard before you present.',
        time: '11:47',
        said: '“Right, so let me tell you about our dishwashers.”',
        instead: '“So: 300 plates an hour at peak, a narrow spot by the back door and a budget the owner has already approved. Two models fit that.”',
      },
      {
        manager: 'maksym-h',
        focus: 'Keep naming a date, and confirm it in writing.',
        time: '14:22',
        said: '“Let’s talk on Thursday, then.”',
        instead: '“Does Thursday at 11:00 suit you? I’ll send the invitation and the spec sheet to your Viber right away.”',
      },
      {
        manager: 'oksana-v',
        focus: 'Ask which feature matters instead of listing them all.',
        time: '10:52',
        said: '“It also cleans itself, the display is touch, there are ninety programmes…”',
        instead: '“Which matters most to your chefs? If it’s cleaning after a late shift, let me show you how that works.”',
      },
      {
        manager: 'roman-p',
        focus: 'Give a callback a time, and hear the deadline behind the question.',
        time: '17:35',
        said: '“I’ll check with the warehouse and call you back.”',
        instead: '“I’ll call you back by 12:00 tomorrow with the delivery date, and if it can’t make Friday, I’ll tell you which model we have in stock.”',
      },
      {
        manager: 'yevhen-t',
        focus: 'Ask two questions before your first presentation.',
        time: '11:20',
        said: '“We have three combi ovens, so let me go through each of them.”',
        instead: '“Before I recommend anything: what will the new place serve, and how many guests a day do you expect?”',
      },
      {
        manager: 'iryna-s',
        focus: 'Close every call with a date for the next contact.',
        time: '16:48',
        said: '“Fine, I’ll give you the same 8% off, just think it over.”',
        instead:
          '“Their quote is 8% lower: does it include the water softener and installation? I’ll send you both quotes side by side, and we’ll go through them tomorrow at 10:00.”',
      },
    ],
  },
  cta: {
    title: 'Get this report on your own calls',
    text: 'Your free sample is built on 20 of your recorded calls, before any contract: the same scores, KPIs, ranking and tips, with your managers’ names.',
    button: 'Request a sample report',
    secondary: 'How AI Sales Manager works',
  },
} satisfies SampleReport;
