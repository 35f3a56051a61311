import { useState } from 'react';
import { prepareLanguage } from '@site/i18n';
import type { RemoteWidgetProps } from '@site/model';
import { Button, useNavigation } from '@site/ui';
import { loadRemoteView, type RemoteView } from '../federation/remotes';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * The home page's sales bot, in place: the prerendered card shows a button, and a press loads the
 * voice remote's typed chat (`./SalesChat`, with its words in the page's language) and shows it
 * instead, where it starts at once. Nothing of the chat loads before the press; a remote that
 * cannot load leaves its quiet fallback in the card, whose link to the product page still works.
 */
export function SalesChatDemo({ label }: { readonly label: string }) {
  const { lang } = useNavigation();
  const [chat, setChat] = useState<RemoteView<RemoteWidgetProps> | 'loading'>();

  const open = async () => {
    if (chat) return;
    setChat('loading');
    const view = await loadRemoteView<RemoteWidgetProps>('voice', './SalesChat', { lang });
    if (view.ok) await prepareLanguage(lang, view.module.namespaces);
    setChat(view);
  };

  if (chat && chat !== 'loading') return <RemoteSlot name="voice:sales-chat" remote="voice" result={chat} props={{}} compact />;
  return (
    <Button className="sh-demo__open" aria-busy={chat === 'loading' || undefined} onClick={() => void open()}>
      {label}
    </Button>
  );
}
