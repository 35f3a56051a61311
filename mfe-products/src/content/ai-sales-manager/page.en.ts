import type { ProductPageContent } from '@site/content';
import { PRICING, SALES_MANAGER_LAUNCH, formatDays, formatEuros, formatFromPrice, formatScale, href, type FigureRange } from '@site/model';

const seat = PRICING['ai-sales-manager'];

/** A launch stage's window, counted in days from the kickoff ("days 1–3"), not a duration to add up. */
const stageWindow = (range: FigureRange) => `days ${formatScale(range)}`;

export default {
  seo: {
    title: 'AI Sales Manager: call scoring, KPIs and coaching',
    description:
      'Score every sales call and chat against your script, get a KPI report each morning and a coaching tip for every manager. Telephony and CRM connected in 1–3 days.',
  },
  hero: {
    eyebrow: 'Sales quality control with AI',
    title: 'See how every manager sells without playing back hours of calls',
    lead: 'AI Sales Manager scores every call and chat of your team, puts a KPI report on your desk each morning and tells each manager what to fix in the next conversation.',
    primaryCta: 'Request a demo',
    secondaryCta: 'See how it works',
    highlights: [
      { value: '100%', label: 'of calls and chats scored, not a random sample' },
      { value: formatDays(SALES_MANAGER_LAUNCH[0]!, 'en'), label: 'to connect your telephony and CRM' },
      { value: '0–100', label: 'quality score for every conversation' },
    ],
    visual: {
      title: 'Call analysis',
      call: 'Anna K. · incoming call · 6:42',
      scoreLabel: 'Quality score',
      criterion1: 'Greeting and introduction',
      criterion2: 'Needs uncovered',
      criterion3: 'Price objection handled',
      criterion4: 'Next step agreed',
      rankingTitle: 'Team ranking today',
      manager1: 'Oleh D.',
      manager2: 'Anna K.',
      manager3: 'Iryna S.',
      tipTitle: 'Tip for Iryna',
      tip: 'End each call with a date for the next contact',
    },
  },
  problems: {
    title: 'Where a sales team loses money without anyone noticing',
    lead: 'Four people, one problem: nobody has the time to hear what really happens on the calls.',
    items: [
      {
        role: 'Head of sales',
        problem: '“We make 600 calls a week. I listen to ten, picked at random, and it still eats my Friday.”',
        solution:
          'Every call and chat is transcribed, checked against your script and flagged when it goes wrong: needs never uncovered, no next step, a discount offered too early.',
        result: 'You open the 15 calls that scored below 60 instead of guessing which ones to play back.',
      },
      {
        role: 'Company owner',
        problem: '“Leads keep coming, yet revenue has been flat for three quarters and I can’t see where deals die.”',
        solution: 'Each conversation is tied to its deal, and a daily KPI report shows conversion at every stage of the funnel, per manager.',
        result: 'By 9:00 you know which stage leaks and whose pipeline it is, long before the quarter closes.',
      },
      {
        role: 'Sales team lead',
        problem: '“Everyone gets the same training, but each of them makes different mistakes.”',
        solution: 'For every manager it picks the two or three mistakes they repeat most, with quotes from their own calls and better wording to use instead.',
        result: 'A one-to-one takes 15 minutes and covers real moments rather than theory.',
      },
      {
        role: 'Sales manager',
        problem: '“I hear about my mistakes once a month, at the review, when those deals are long gone.”',
        solution: 'Managers see the score of every conversation and get one concrete tip the next morning, in plain words.',
        result: 'The mistake is fixed on tomorrow’s calls, and the ranking shows fairly who sells well, not who talks loudest at meetings.',
      },
    ],
  },
  value: {
    title: 'What your sales team gets',
    lead: 'A week of manual quality checks, delivered as one report before the morning stand-up.',
    items: [
      {
        title: 'The full picture, not a sample',
        text: 'The same criteria apply to every call and chat, so a score of 72 means the same for a senior manager and for a newcomer.',
      },
      {
        title: 'Decisions based on facts',
        text: 'Stage-by-stage figures show whether the trouble lies in lead quality, in the offer or in the way people handle objections.',
      },
      {
        title: 'Coaching that fits each person',
        text: 'Tips come from the manager’s own calls, so training time goes to the mistakes that actually cost deals.',
      },
    ],
    figures: [
      { value: '80/100', label: 'average score of the operators’ calls, up from 61', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      { value: '84%', label: 'of sales demos end with an agreed next step, up from 57%', source: { case: 'b2b-saas-netherlands', client: 'Roosterwerk' } },
      {
        value: '+18%',
        label: 'phone sales with a warranty or accessories after a month of coaching',
        source: { case: 'retail-kazakhstan', client: 'Qala Electronics' },
      },
    ],
  },
  steps: {
    title: 'How AI Sales Manager works',
    lead: 'From a finished call to a tip for the manager, with nobody pressing a button.',
    items: [
      {
        title: 'Collects every conversation',
        text: 'Recordings arrive from your IP-PBX or cloud telephony, chats from messengers and the CRM, each tied to its manager and its deal.',
      },
      {
        title: 'Transcribes and scores',
        text: 'Speech becomes text with the manager’s and the customer’s words told apart, and each conversation gets a 0–100 score on your checklist: needs, presentation, objections, next step.',
      },
      {
        title: 'Builds the report and the ranking',
        text: 'Every morning you get KPIs per manager and per team, the ranking of the day and the few calls worth a closer listen.',
      },
      {
        title: 'Gives each manager a tip',
        text: 'One or two tips with a quote from the call, ready before they dial the next customer.',
      },
    ],
  },
  integrations: {
    title: 'Works with the tools your team already uses',
    lead: 'We plug into your telephony, CRM and chat channels through their APIs and send reports wherever you read them.',
    categories: [
      { name: 'Telephony and IP-PBX', items: ['Asterisk', '3CX', 'Binotel', 'Ringostat', 'Zadarma', 'Twilio'], more: 20 },
      { name: 'CRMs', items: ['HubSpot', 'Bitrix24', 'Pipedrive', 'Salesforce', 'Kommo', 'Zoho CRM'], more: 15 },
      { name: 'Messengers and chats', items: ['Telegram', 'WhatsApp', 'Viber', 'Instagram', 'Facebook Messenger'], more: 5 },
      { name: 'Reports and notifications', items: ['Google Sheets', 'Looker Studio', 'Slack', 'Microsoft Teams'], more: 10 },
    ],
  },
  features: {
    title: 'What AI Sales Manager does',
    lead: 'Five tools that replace manual call monitoring and the weekly spreadsheet.',
    items: [
      {
        title: 'Call and chat scoring',
        text: 'Every conversation is rated on your criteria, with the reason behind each lost point.',
        points: [
          'Up to 20 weighted criteria',
          'A quote and a timestamp for every finding',
          'Separate checklists for cold calls, inbound leads and repeat sales',
        ],
      },
      {
        title: 'Daily reports and KPIs',
        text: 'A summary of the previous day, delivered by email, in Telegram or in Slack.',
        points: ['Calls, talk time and missed calls', 'Conversion at each stage of the funnel'],
      },
      {
        title: 'Manager ranking',
        text: 'Who sells best today, this week and this month, with the scores behind every place.',
      },
      {
        title: 'Personal training tips',
        text: 'The mistakes each manager keeps repeating, with better wording taken from your top performers’ calls.',
      },
      {
        title: 'Alerts on risky conversations',
        text: 'Within the hour you know when a customer mentions a competitor or a manager promises something you don’t sell.',
      },
    ],
  },
  advantages: {
    title: 'Why not just listen to calls or buy a dashboard',
    items: [
      {
        title: 'Compared with a quality specialist',
        text: 'One person checks 30–40 calls a day at best. The AI checks all of them by the same rules, and your specialist moves on to coaching.',
      },
      {
        title: 'Compared with CRM dashboards',
        text: 'A CRM counts calls but can’t tell a good one from a bad one. We score what was actually said and link it to how the deal ended.',
      },
      {
        title: 'Compared with keyword speech analytics',
        text: 'Keyword spotting notices that someone said “price”. Our model understands whether the manager answered the objection or simply gave a discount.',
      },
    ],
  },
  launch: {
    title: 'Launch in three stages, within 14 days',
    lead: 'Telephony and CRM connected by day 3, scoring calibrated by day 5, reports for the whole team by day 14, while your managers keep working in the same telephony and CRM throughout.',
    items: [
      {
        step: 1,
        title: 'Connect telephony and CRM, upload scripts',
        duration: stageWindow(SALES_MANAGER_LAUNCH[0]!),
        text: 'By day 3 your telephony, CRM and chats are connected and we have your scripts and checklists. Your IT team spends about an hour granting access.',
      },
      {
        step: 2,
        title: 'Calibrate the scoring on your calls',
        duration: stageWindow(SALES_MANAGER_LAUNCH[1]!),
        text: 'The AI scores 100–200 of your recent calls, your head of sales marks every disagreement, and by day 5 the criteria are tuned until both agree on nine calls out of ten.',
      },
      {
        step: 3,
        title: 'First reports and team rollout',
        duration: stageWindow(SALES_MANAGER_LAUNCH[2]!),
        text: 'Daily reports start, every manager gets access and team leads learn to work with the tips. By day 14 the whole team receives reports we have fine-tuned with you.',
      },
    ],
  },
  cases: {
    title: 'Sales teams that measure every conversation',
    lead: 'Client projects where call and chat analytics worked alongside our other products, with the figures the clients reported.',
  },
  testimonials: {
    title: 'What sales leaders say',
    items: [
      {
        case: 'b2b-saas-netherlands',
        quote:
          'Demos used to be a black box: I learned what went wrong only when a deal was lost. Now every account executive starts the day with the scores of yesterday’s demos and one tip for the next. The scores showed that our best closers always ask how a team builds its schedules today before showing anything, and after six weeks of coaching the others ask it too.',
        author: 'Lotte Jansen',
        position: 'Head of Sales',
        image: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', alt: 'Portrait of Lotte Jansen' },
      },
      {
        case: 'retail-kazakhstan',
        quote:
          'Every morning I see our seven stores ranked by how their consultants handle calls: the greeting, the questions about needs, the warranty offer, the close. The ranking singled out two stores where consultants hardly ever mentioned an extended warranty on a call. After a month of coaching on their own recordings, we sell 18% more warranties and accessories over the phone.',
        author: 'Aidar Seitkali',
        position: 'Commercial Director',
        image: { tone: 'speaking', hair: 'short', hairColour: 'dark', skin: 'medium', alt: 'Portrait of Aidar Seitkali' },
      },
    ],
  },
  faq: {
    title: 'Questions heads of sales ask before a demo',
    items: [
      {
        question: 'How is AI Sales Manager priced?',
        answer: [
          `AI Sales Manager costs ${formatFromPrice('ai-sales-manager', 'en')}, for ${seat.allowances.minimumManagers} managers or more; each seat covers ${seat.allowances.hoursPerManager} hours of calls and chats a month, and an hour past that costs ${formatEuros(seat.extras.hour.amount, 'en')}. The exact quote follows a 30-minute call about your team.`,
        ],
        pricing: href('pricing', { hash: 'ai-sales-manager' }),
      },
      {
        question: 'Where are our recordings kept, and who can hear them?',
        answer: [
          'Encrypted on servers in the European Union. A manager sees only their own conversations, a team lead sees the team, the head of sales sees everything, and you decide how long recordings are kept.',
        ],
      },
      {
        question: 'Which languages does it understand?',
        answer: [
          'English, Ukrainian, Russian, Polish, German, Dutch, Lithuanian, Kazakh and other widely spoken languages, even when a call switches between two of them.',
        ],
      },
      {
        question: 'What if the AI scores a call wrongly?',
        answer: [
          'Every lost point comes with its quote, so it takes seconds to check and one click to dispute. Disputed scores go back into calibration and sharpen the criteria.',
        ],
      },
      {
        question: 'Won’t our managers feel watched?',
        answer: [
          'They see their own scores and tips, and the ranking applies the same rules to everyone. We advise not tying bonuses to the score during the first month.',
        ],
      },
      {
        question: 'Who sets it up and keeps it running?',
        answer: [
          'We handle the connection, calibration and rollout; afterwards a specialist at Synthra updates the checklists whenever your script or offer changes.',
        ],
      },
    ],
  },
  cta: {
    title: 'See your own team in a sample report',
    text: 'Send us 20 recorded calls and get them back scored, with a KPI summary, a ranking and a tip for each manager.',
    badge: 'Free sample report',
    badgeNote: 'Built on your own calls, before any contract',
    button: 'Get a sample report',
    sample: 'See an example report',
  },
  form: {
    title: 'Demo, sample report or consultation',
    lead: 'Tick what you need, and tell us in the comment how many managers you have and which telephony and CRM you use.',
  },
} satisfies ProductPageContent;
