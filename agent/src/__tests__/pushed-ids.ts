import { SITE_TOPICS } from '@site/contracts';
import { LANGUAGES } from '@site/model';
import type { PushedIds } from '../agent-definition';
import { AGENT_TESTS } from '../agent-tests';

/** Ids as a push would have recorded them, for generating the project as it stands once pushed. */
export const PUSHED_IDS: PushedIds = {
  agent: 'agent_1',
  tools: {
    save_contact: 'tool_1',
    open_page: 'tool_2',
    book_slot: 'tool_3',
    meeting_times: 'tool_4',
    book_meeting: 'tool_5',
    estimate_price: 'tool_6',
    call_meeting_times: 'tool_7',
    call_book_meeting: 'tool_8',
    product_facts: 'tool_9',
  },
  tests: Object.fromEntries(AGENT_TESTS.map((test, index) => [test.name, `test_${index}`])),
  knowledgeBase: Object.fromEntries(
    LANGUAGES.flatMap((language) => SITE_TOPICS.map((topic) => [`knowledge_base/${language}/${topic}.md`, `doc_${language}_${topic}`])),
  ),
  postCallWebhook: 'wh_1',
  toolKeySecret: 'secret_1',
};
