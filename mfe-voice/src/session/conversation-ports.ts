import type { AssistantPersona } from '@site/contracts';
import type { ConversationExtras } from '../conversation/open-conversation';
import { href, type Language } from '@site/model';
import { i18nFor } from '@site/i18n';
import { localizeHref } from '@site/ui';
import { requestMicrophone } from './microphone';
import { showNotice } from './notices';
import { fetchSignedUrl } from './signed-url';
import type { VoiceSessionPorts } from './voice-session';

/**
 * What a conversation of this remote needs from the page: the microphone, a signed URL, the SDK
 * (loaded in its own chunk on the first start) and toasts, in the language the page shows now
 * (`language()`: a conversation starts in it, and toasts that arrive later use it), with the agent
 * playing `persona`, and what the view adds when it starts (`extras`, read at each start).
 */
export function conversationPorts(persona: AssistantPersona, language: () => Language, extras?: () => ConversationExtras): VoiceSessionPorts {
  return {
    requestMicrophone,
    fetchSignedUrl,
    // The conversation speaks the page's language, from its first message on, and knows the page it started on.
    connect: (signedUrl, events, channel) =>
      import('../conversation/open-conversation').then((sdk) =>
        sdk.openConversation(signedUrl, events, { language: language(), pagePath: window.location.pathname, channel, persona, extras: extras?.() }),
      ),
    announce: (notice) => {
      const lang = language();
      const t = i18nFor(lang).getFixedT(lang, 'voice');
      showNotice(notice, (key, values) => t(key, { ...values }), localizeHref(href('contacts'), lang));
    },
  };
}
