import { useSyncExternalStore } from 'react';

/** The site's one toast system: at most 3 visible, about 4.5 s each, 14 px apart. */
export const TOASTS = { visible: 3, durationMs: 4500, gapPx: 14 } as const;

type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * Sonner arrives with the first toast, not with the page: most visits never show one, and the
 * page's takeover should not wait for it. Its Toaster shows the toasts raised before it mounted.
 */
function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ToasterProps {
  /** Localized accessible names: the notification region and each toast's close button. */
  readonly regionLabel: string;
  readonly closeLabel: string;
}

/** Mounted once by the shell; every app's `notify` calls land here. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  if (!loaded) return null;
  const SonnerToaster = loaded.Toaster;
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

/** A button in a toast that takes the visitor somewhere else to go on. */
export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

/**
 * Shows a toast. Apps call this, never sonner directly: the package is a shared singleton, so
 * every remote reaches the shell's one Toaster.
 */
export const notify = {
  success: (title: string, description?: string) => void loadSonner().then(({ toast }) => toast.success(title, { description })),
  /** The destructive style, for failures; `action` offers the visitor another way on. */
  error: (title: string, description?: string, action?: ToastAction) =>
    void loadSonner().then(({ toast }) => toast.error(title, { description, action, ...(action ? { duration: TOASTS.durationMs * 2 } : {}) })),
  info: (title: string, description?: string) => void loadSonner().then(({ toast }) => toast.info(title, { description })),
};
