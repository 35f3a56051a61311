import { Toaster as SonnerToaster, toast } from 'sonner';

/** The site's one toast system: at most 3 visible, about 4.5 s each, 14 px apart. */
export const TOASTS = { visible: 3, durationMs: 4500, gapPx: 14 } as const;

export interface ToasterProps {
  /** Localized accessible names: the notification region and each toast's close button. */
  readonly regionLabel: string;
  readonly closeLabel: string;
}

/** Mounted once by the shell; every app's `notify` calls land here. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      // Below the sticky header, so toasts never cover its navigation.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72 }}
      visibleToasts={TOASTS.visible}
      duration={TOASTS.durationMs}
      gap={TOASTS.gapPx}
      richColors
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}

/**
 * Shows a toast. Apps call this, never sonner directly: the package is a shared singleton, so
 * every remote reaches the shell's one Toaster.
 */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  /** The destructive style, for failures. */
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast.info(title, { description }),
};
