import type { TeamMemberText } from '@site/content';
import { VOICE_AGENT_LLM } from '@site/model';

export default {
  name: 'Maria Nowak',
  position: 'Head of AI',
  description: `Maria holds a PhD in computational linguistics and worked on speech recognition for Polish and Ukrainian before joining Synthra. She leads the team that turns the models we license into Lumi AI, AI Seller 24/7 and the agents of AgentLab AI: ElevenLabs recognises and synthesises speech and runs the conversations, Google’s Gemini (${VOICE_AGENT_LLM}) is the language model they think with, and her team writes what each assistant knows and may say, connects it to the client’s systems and tests every answer before a client hears it. It decides how an assistant copes with a caller who switches language mid-sentence and when it hands over to a person. She is also responsible for how personal and medical data pass through those providers under GDPR.`,
  responsibilities: [
    'Choosing and configuring the speech and language models we license, for every product',
    'Testing assistants before and during each pilot',
    'Speech in Ukrainian, Russian, Polish, Kazakh and other languages',
    'Protection of personal and medical data',
    'Choosing new models and keeping their cost in production in check',
  ],
  projects: [
    {
      name: 'Lumi AI',
      text: 'Led the voice side of the assistant that follows two languages in one call, built on ElevenLabs’ speech, first for clinics and then for retail chains.',
    },
    {
      name: 'AI Focus Group',
      text: 'Designed the 20 AI agents that stand in for customer segments and the method behind the 0–100 purchase-potential index.',
    },
    {
      name: 'Doctor AI in MediFlow AI',
      text: 'Built the module, on the licensed language model, that helps doctors take an anamnesis and draft protocols coded in ICD-10, and the checks a doctor signs against.',
    },
  ],
  expertise: ['Large language models', 'Speech recognition and synthesis', 'Multilingual NLP', 'AI quality evaluation', 'RAG', 'GDPR'],
  portrait: { alt: 'Portrait of Maria Nowak' },
} satisfies TeamMemberText;
