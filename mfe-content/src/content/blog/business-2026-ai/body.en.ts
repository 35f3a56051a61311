import type { ArticleBody } from '@site/content';

export default {
  meta: {
    title: 'Business in 2026: why AI is no longer optional',
    description:
      'AI agents in 2026: which processes to automate first, how to run a 14-day pilot, what waiting costs and how to control the risks of agents in your business.',
    h1: 'Business in 2026: why AI is no longer optional, and which processes to hand to agents first',
  },
  content: {
    intro: [
      'In 2024 most companies met AI as a chat window. Someone asked it to polish an email or summarise a meeting, and the business itself ran exactly as before. As 2026 begins, the difference between companies is no longer whether employees use a chatbot. It is whether any of the company’s processes run on AI: leads answered and qualified without waiting, reports assembled before the weekly meeting, supplier orders prepared from actual stock.',
      'This matters for 2026 because the gap compounds. A competitor who answers every lead within a minute, closes the month in two days instead of six and plans production from current orders doesn’t just save staff hours. They quote sooner, react to demand faster and grow without growing the team at the same pace.',
      'Below: what really changes when you automate with AI agents, which processes to hand over first, how to run a 14-day pilot, what waiting costs and how to keep the risks under control.',
    ],
    points: {
      title: 'AI agents in 2026: what changes and where to begin',
      items: [
        {
          title: 'Processes, not chat toys',
          text: [
            'A chat assistant waits for someone to ask it something. An AI agent has a job: a goal, access to the tools it needs (CRM, ERP, the mailbox, spreadsheets, messengers), rules about what it may do on its own and a named person who approves the rest. It doesn’t answer one question; it takes a task from the trigger to the result.',
            'Take an incoming lead. The agent reads the form, checks the company in the CRM, asks the missing questions by email or in a messenger, scores the lead against your criteria, books a call in the right manager’s calendar and writes a summary into the deal card. A person sees the outcome and steps in where judgement is needed.',
            'That is why the unit to plan with is the process, not the tool. The question for the management meeting is not “which AI should we buy?” but “which five processes eat the most hours and still follow the same rules every week?”',
          ],
        },
        {
          title: 'First in line: lead processing and reporting',
          text: [
            'Lead processing pays for itself fastest because the cost of delay is visible: a request answered the next morning has often already gone to a competitor. An agent replies within a minute at any hour, qualifies the lead and passes only ready conversations to managers. Paired with AI Sales Manager, which scores every call and chat, the head of sales also sees what happens after the handoff.',
            'Reporting comes next. In many mid-size companies an analyst or the head of sales spends 4–6 hours a week exporting figures from the CRM, accounting and ad accounts into one spreadsheet. An agent collects the same data every morning, compares it with the previous period, flags deviations and sends a one-page summary with the three points worth discussing.',
            'Both make good first projects because the result is easy to check: within a day managers can tell whether the leads they received were really qualified, and a wrong figure in the report stands out against the CRM.',
          ],
        },
        {
          title: 'Next: documents, supplier orders and production planning',
          text: [
            'Invoices, acceptance certificates, contracts and specifications follow templates and rules. An agent reads incoming PDFs and emails, extracts details and amounts, checks them against the order, drafts the standard documents and routes exceptions to the accountant or the lawyer. People review the unusual 10%, not every page.',
            'For supplier orders the agent looks at stock, sales speed and delivery times, proposes an order for each supplier and, once a buyer approves it, sends it and chases the confirmation. Production planning works the same way: the agent turns confirmed orders and available capacity into a draft schedule for the week and highlights the conflicts, and the production manager makes the final call.',
            'What these processes share: they repeat every week, their rules can be written down, their data already sits in your systems, and a mistake can be caught at an approval step before it costs money. Processes without these traits can wait.',
          ],
        },
        {
          title: 'How to run a 14-day pilot',
          text: [
            'Before the pilot starts, choose one process and measure it as it is today: weekly volume, hours spent, time to result and error rate. Write down the result that means “continue”, for example 80% of leads qualified without a manager, or the weekly report ready by 9:00 on Monday with no manual corrections.',
            'Then build the first agent. With AgentLab AI, your team tries ready scenarios on sample data in demo access, which opens the working day after the first call. Meanwhile we connect your systems, describe the rules and approval points and test the agent on last month’s real cases in shadow mode, where it does the work and people compare its output with their own. Within 7–14 days of the kickoff, the first agent is working on your data.',
            'Only then do the 14 days of the pilot begin: the agent works on real volume, people approve its actions, and you review the errors every day. On the last day compare the figures with the baseline and decide: scale, adjust or stop. A pilot that ends with “looks promising” and no numbers has failed as a pilot, whatever the agent managed to do.',
          ],
        },
        {
          title: 'What happens to companies that wait',
          text: [
            'Waiting feels safe because nothing breaks. The costs arrive quietly: response times that customers now compare with faster competitors, managers who spend a third of the day on data entry, a month-end close that ties up finance for a week, orders placed from last month’s spreadsheet.',
            'There is also experience that cannot be bought later. A company that launches its first agent now will have a year of tuned rules, cleaner data and staff used to working alongside agents by the time the others start. The technology will get cheaper; that year will not come back.',
            'Then there is hiring. When volume grows, the company that waits adds people to do routine work, while its competitor adds agents and hires people for the work that needs a person.',
          ],
        },
        {
          title: 'The risks and how to control them',
          text: [
            'Wrong actions: an agent quotes a wrong price or orders the wrong quantity. The control is limits and approvals, for instance any discount or any order above an agreed amount goes to a person first, plus a complete log of what the agent did and why.',
            'Data: the agent sees customer and financial information. Give it access by role and only to the systems its process needs, keep the data in the EU and rule out training public models on it. Quality drift is the quieter risk, because prices and rules change: a process owner reviews a weekly sample, and one person is responsible for the agent’s rules.',
            'People: staff worry about their jobs and quietly route work around the agent. Say openly which work the agent takes over and what the team will do instead, and ask the people who run the process today to help write its rules.',
          ],
        },
      ],
    },
    examples: {
      title: 'Three scenarios in numbers',
      items: [
        {
          title: 'Leads at a building materials distributor',
          text: [
            'A distributor receives 600 requests a month through the website, email and messengers. A third of them arrive after 18:00, the median first response is 3 hours, and two managers spend about 40% of their time sorting requests that never turn into orders.',
            'An agent replies within a minute, asks about volume, delivery region and timing, and passes about 250 qualified requests a month to the managers with a summary of each. Sorting disappears from the managers’ day, and the company tracks how evening leads convert to quotes against the daytime baseline.',
          ],
        },
        {
          title: 'Supplier orders at a bakery chain',
          text: [
            'A chain of bakeries orders flour, packaging and fillings from 12 suppliers. Every Thursday a buyer used to spend about 5 hours comparing stock with sales and writing orders. Now the agent’s draft orders arrive at 10:00, already checked against minimum stock levels and supplier delivery times.',
            'The buyer reviews and approves them in 40 minutes and deals only with the exceptions: a supplier who raised prices, a holiday week with unusual demand. Any order more than 20% above the usual volume needs a second approval, so a wrong forecast cannot fill the warehouse with flour.',
          ],
        },
        {
          title: 'The weekly report of a sales department',
          text: [
            'A head of sales used to spend Sunday evenings building the weekly report from the CRM, telephony and ad accounts. Now an agent assembles it at 7:00 on Monday: revenue and pipeline by manager, conversion by channel, deals stuck for more than 10 days and call quality scores from AI Sales Manager.',
            'The meeting starts with the three deviations the agent has flagged instead of tables read aloud, and it takes 30 minutes rather than 75.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'The decision to make this quarter',
      text: [
        'AI in 2026 is not an experiment for the R&D department. It is a way of running the processes that repeat every week, with people approving what matters and checking what the agents do.',
        'Pick one process this month, measure it, launch the first agent and run a 14-day pilot with a criterion written down in advance. Whatever the outcome, you’ll have numbers instead of opinions, and a year from now that head start will be hard for competitors to close.',
      ],
    },
    cta: {
      title: 'Choose your first process for an AI agent',
      text: 'Tell us which routine takes the most hours in your company: we’ll suggest a scenario for AgentLab AI and plan its 14-day pilot with clear success criteria, and for AI Sales Manager we’ll prepare a free sample report on your own calls.',
      button: 'Discuss a pilot',
    },
  },
} satisfies ArticleBody;
