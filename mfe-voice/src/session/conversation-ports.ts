import type { AssistantPersona } from '@site/contracts';
import type { ConversationExtras } from '../conversation/open-conversation';
import { href, type Language } from '@site/model';
import { i18nFor } from '@site/i18n';
import { localizeHref } from '@site/ui';
import type { OpenPage } from '../conversation/open-page-tool';
import { requestMicrophone } from './microphone';
import { showNotice, type RefusalSlot } from './notices';
import { fetchSignedUrl } from './signed-url';
import type { VoiceSessionPorts } from './voice-session';

/**
 * What a conversation of this remote needs from the page: the microphone, a signed URL, the SDK
 * (loaded in its own chunk on the first start) and toasts, in the language the page shows now
 * (`language()`: a conversation starts in it, and toasts that arrive later use it), with the agent
 * playing `persona`. With `openPage`, the agent may take the visitor to another page of the site;
 * `extras` is what the view adds when it starts (read at each start: the Lumi demo's receptionist);
 * `refusals` is where the view says a refused start, beside its control.
 */
export function conversationPorts(
  persona: AssistantPersona,
  language: () => Language,
  { openPage, extras, refusals }: { readonly openPage?: OpenPage; readonly extras?: () => ConversationExtras; readonly refusals?: RefusalSlot } = {},
): VoiceSessionPorts {
  const sdk = () => import('../conversation/open-conversation');
  return {
    requestMicrophone,
    fetchSignedUrl,
    prepare: () =>
      void sdk().then(
        (module) => module.warmUp(),
        () => undefined,
      ),
    // The conversation speaks the page's language, from its first message on, and knows the page it started on.
    connect: (signed, events, channel) =>
      sdk().then((module) =>
        module.openConversation(signed, events, {
          language: language(),
          pagePath: window.location.pathname,
          channel,
          persona,
          openPage,
          extras: extras?.(),
        }),
      ),
    announce: (notice) => {
      const lang = language();
      // The notices' keys are checked where they are written (`Translate`); here they are only passed on.
      const t = i18nFor(lang).getFixedT(lang, 'voice') as unknown as (key: string, values: object) => string;
      showNotice(notice, (key, values) => t(key, { ...values }), localizeHref(href('contacts'), lang), refusals);
    },
  };
}
