import { proxy } from 'valtio';

/** Section 9 notification constants. */
export const NOTIFIER = {
  maxVisible: 3,
  autoHideMs: 5000,
  anchor: { vertical: 'bottom', horizontal: 'left' },
  enterMs: 225,
  exitMs: 195,
} as const;

export type NotificationVariant = 'info' | 'success' | 'warning' | 'error';

export interface NotificationOptions {
  variant?: NotificationVariant;
  /** Stays until closed; false by default. */
  persist?: boolean;
  autoHideMs?: number;
  /** A button shown in the notification, e.g. 'Add payment method'. */
  action?: { label: string; onClick(): void };
}

export interface Notification {
  key: string;
  message: string;
  options: NotificationOptions;
  dismissed: boolean;
}

export const notifier = proxy<{ notifications: Notification[] }>({ notifications: [] });

let counter = 0;
/** A unique key per notification, even for equal messages enqueued in the same millisecond. */
function nextKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** Section 4 snackbar actions: enqueue, close (one, or all with dismissAll), remove. */
export const notifierActions = {
  enqueue(message: string, options: NotificationOptions = {}): string {
    const key = nextKey();
    notifier.notifications.push({ key, message, options: { persist: false, ...options }, dismissed: false });
    return key;
  },
  close(key?: string, dismissAll = !key): void {
    for (const n of notifier.notifications) {
      if (dismissAll || n.key === key) n.dismissed = true;
    }
  },
  remove(key: string): void {
    notifier.notifications = notifier.notifications.filter((n) => n.key !== key);
  },
};

/** Shorthands for plugins: notify.success('Saved'). */
export const notify = {
  info: (message: string, options?: NotificationOptions) =>
    notifierActions.enqueue(message, { ...options, variant: 'info' }),
  success: (message: string, options?: NotificationOptions) =>
    notifierActions.enqueue(message, { ...options, variant: 'success' }),
  warning: (message: string, options?: NotificationOptions) =>
    notifierActions.enqueue(message, { ...options, variant: 'warning' }),
  error: (message: string, options?: NotificationOptions) =>
    notifierActions.enqueue(message, { ...options, variant: 'error' }),
};
