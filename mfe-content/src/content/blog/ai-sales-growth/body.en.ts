import type { ArticleBody } from '@site/content';

export default {
  meta: {
    title: 'How AI grows sales in 2026: a guide for heads of sales',
    description:
      'Where AI adds revenue in a sales team: first-response speed, 24/7 sales bots, voice assistants, call scoring and coaching. Metrics, a pilot plan, mistakes.',
    h1: 'How AI grows sales in 2026: response speed, 24/7 bots, voice and call analytics',
  },
  content: {
    intro: [
      'Ask a head of sales why last quarter fell short and you’ll hear about price, competitors or a slow market. The CRM and the phone logs tell a different story: a form filled in at 18:55 that got its first answer the next morning, a lunchtime call that rang eleven times and dropped, a promising conversation in which nobody asked about the budget.',
      'These leaks are dull, which is why they survive. None of them shows up as lost revenue on a dashboard, yet together they often cost more than a price war. In 2026 AI handles exactly this work well: it answers within seconds, stays on duty at night, picks up the phone and listens to every sales conversation, not the handful a manager can review.',
      'Below we cover where AI adds revenue, what to measure, how to run a pilot and the mistakes we see most often in our own projects.',
    ],
    points: {
      title: 'Where AI adds revenue in a sales team',
      items: [
        {
          title: 'Speed of first response: the cheapest revenue you have',
          text: [
            'A person who has just filled in a form is still comparing three suppliers, and whoever answers first frames the conversation; by morning they have spoken to a competitor. In our projects the conversion gap between leads answered within 5 minutes and after 2 hours is often wider than the effect of any script change.',
            'AI doesn’t have to close the deal to capture this value. It has to reply within seconds in the lead’s channel, ask two or three qualifying questions and offer a slot in a manager’s calendar. The manager then opens the call with context instead of a cold “How can I help you?”',
            'Check your baseline first: export a month of leads, compute the median time to first response by hour, with evenings and weekends separately. The median shows the typical lead; next to it, count the leads that waited over a day, because an average blends the two and describes neither.',
          ],
        },
        {
          title: '24/7 text sales bots in messengers and on the website',
          text: [
            'Many buying conversations now start in writing: a website chat, Telegram, WhatsApp, Instagram Direct, often at 21:00 on a Sunday. A text bot such as AI Seller 24/7 answers at that moment: it compares two tariffs, checks stock, sends the price list, collects contacts and books a call or takes the order.',
            'The bot earns its keep on repeated questions: in most companies we work with, the bulk of incoming messages are variations of the same twenty questions about price, delivery, payment and compatibility. Managers then spend their hours where a person changes the outcome: large orders, negotiations, unusual requirements.',
            'Two settings decide whether it sells or irritates. It answers only from your approved knowledge base and promises to check with a colleague when it doesn’t know. And it follows a handoff rule: hot leads, complaints and questions outside the base go to a live manager with a summary of the chat.',
          ],
        },
        {
          title: 'Voice assistants for inbound calls',
          text: [
            'Larger and more urgent purchases still happen by phone, and that is where leaks are hardest to see. Calls during the lunch break, after 18:00, on Saturdays or while every manager is on a line go unanswered, and few teams read their missed-calls report.',
            'A voice assistant such as Lumi AI picks up on the first ring at any hour, answers questions about prices, terms and availability, books a meeting or visit and logs the outcome in the CRM. A caller who is ready to buy or asks for a person goes to a live manager or gets a callback at the first free slot.',
            'Start with overflow and after-hours calls: your best people keep the peak hours, and the assistant takes what would otherwise be lost. Listen to the first 50 recordings yourself to find the question it answers badly.',
          ],
        },
        {
          title: 'Call and chat analytics: quality scoring and coaching',
          text: [
            'A head of sales with eight managers hears perhaps ten calls a week: too few to see patterns, enough to start arguments. AI Sales Manager transcribes and scores every call and chat against your own checklist: did the manager uncover the need, tie the price to value, handle the objection, agree a dated next step?',
            'The output is a daily report: a score for each conversation and manager, the criteria the team skips most often, KPIs such as talk time and the share of calls with a fixed next step, and a ranking. More useful than the ranking are the tips: which part of the conversation to change, with an example from a colleague’s call where it worked.',
            'The revenue comes from coaching, not from the scores. A manager who learns to end every call with a concrete next step lifts conversion more than any motivational meeting, and the report shows within a week whether the habit has stuck.',
          ],
        },
        {
          title: 'What to measure',
          text: [
            'Count money, not conversations: the number of chats a bot handled says nothing about revenue. For speed: the median time to first response and the share of leads answered within 5 minutes. For coverage: the share of missed calls and of after-hours messages. For conversion: lead to meeting, meeting to deal, and revenue per lead.',
            'For automation, add the handoff rate (the share of conversations the AI passes to people) and handoff quality (the share of those leads managers agree were qualified). For analytics, follow the average quality score. Track the cost of handling one request too, managers’ time included.',
            'Compare with a baseline from the 2–4 weeks before launch and, if possible, a control group: the bot answers on the website while messengers stay manual for two weeks. A seasonal peak or a new ad campaign easily passes for an AI effect.',
          ],
        },
        {
          title: 'How to start: a pilot on one bottleneck',
          text: [
            'Pick the leak your numbers show to be the largest, not the most impressive project. Unanswered evening calls point to a voice assistant, slow replies in messengers to a text bot, unstable conversion on steady traffic to the quality of conversations. One channel, one scenario, one owner on your side.',
            'Prepare 30–50 real questions from chats and call recordings with your best manager’s answers, plus the price list, terms and handoff rules. AI Seller 24/7 and Lumi AI need a few days of setup, and then the pilot usually runs 7–10 days on real traffic. AI Sales Manager starts differently, with a free sample report on your own calls. Its launch follows a day-by-day schedule from the kickoff: telephony and chats connected on days 1–3, the scoring checklist tuned on days 3–5, first reports and coaching for the whole team on days 7–14.',
            'Agree before launch on the result that means “continue”: say, a median first response under one minute, a capped share of wrong answers in the weekly sample and lead-to-meeting conversion no lower than the managers achieve. Without written criteria, every pilot ends in a debate about impressions.',
          ],
        },
        {
          title: 'Mistakes that cost the most',
          text: [
            'Automating a bad script. If managers lose customers on the price question, a bot that gives the same answer faster loses them faster. Fix the answer first, then automate it.',
            'Leaving no way out to a person. A customer who wants a human and is stuck in a loop leaves angry. Make the handoff easy to find, and never pretend the assistant is a person when someone asks directly.',
            'Using quality scores to punish. Once scores turn into fines, managers learn to game the checklist and the data stops being honest. Use them to choose one skill a week to train.',
            'Launching everything at once and keeping results out of the CRM. Three new channels in one month make it impossible to tell what worked, and a conversation missing from the CRM is a lead nobody follows up.',
          ],
        },
      ],
    },
    examples: {
      title: 'Worked examples to repeat with your own figures',
      items: [
        {
          title: 'What a missed call costs',
          text: [
            'A company receives 900 inbound calls a month and misses 14% of them, or 126 calls. Half come from new prospects: 63 potential customers. A third of them call back later, two thirds buy elsewhere, which leaves 42 lost conversations a month.',
            'With an inbound close rate of 25% and a margin of €540 per deal (an order of €1,800 at 30%), the company loses 10.5 deals, or about €5,670 of margin, every month. Your own formula: missed calls × share of new prospects × share who never call back × close rate × margin per deal. Compare it with the monthly cost of a voice assistant that takes the overflow.',
          ],
        },
        {
          title: 'An evening form and a competitor by morning',
          text: [
            'A B2B packaging supplier gets 400 web leads a month, 35% of them after 18:00 or at weekends. By day the median reply takes 40 minutes; evening leads wait about 14 hours, until morning. Lead-to-meeting conversion is 24% for daytime leads and 15% for evening ones.',
            'If a text bot answers evening leads within a minute, qualifies them with three questions and books a morning call, and evening conversion merely reaches the daytime level, that is 140 leads × 9 percentage points, or about 13 extra meetings a month. Multiply by your meeting-to-deal rate and average deal size.',
          ],
        },
        {
          title: 'A month of coaching one habit',
          text: [
            'A team of eight managers connects call analytics. The first weekly summary shows that only 41% of calls end with a dated next step, and those calls turn into deals twice as often. Five of the eight managers also skip the question about who makes the decision.',
            'The head of sales picks one habit, the next step, and runs a 30-minute session every Monday built on the team’s own best calls. After four weeks of daily reports, the share of calls with a fixed next step reaches 63%. The decision-maker question waits until next month: one skill at a time is what sticks.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'What to do this week',
      text: [
        'AI grows sales where a team is already losing them: in slow answers, unanswered calls and conversations nobody reviews. That takes no transformation programme, only a month of your own data, one clear bottleneck and a pilot with success criteria agreed in advance.',
        'Before you buy anything, run three calculations: the cost of missed calls, the conversion gap between fast and slow answers, and the share of calls that end without a next step. The largest of the three shows where your first AI project belongs.',
      ],
    },
    cta: {
      title: 'Find your biggest sales leak with us',
      text: 'Book a consultation: we’ll review your calls, chats and response times and suggest whether to start with AI Sales Manager, AI Seller 24/7 or Lumi AI.',
      button: 'Book a consultation',
    },
  },
} satisfies ArticleBody;
