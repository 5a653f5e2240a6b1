import type { MessageKey } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { StatusPage, type StatusPageAction, type StatusTone } from './StatusPage';
import type { StatusActionTarget, StatusCasePageProps } from './StatusPageFor';

/** The actions a ready-made status page may offer. */
export type ActionName =
  | 'backToStart'
  | 'contactSupport'
  | 'startNewBooking'
  | 'signIn'
  | 'retry'
  | 'signAgain'
  | 'restartIdCheck'
  | 'onRefresh';

const ACTION_LABELS: Record<ActionName, MessageKey> = {
  backToStart: 'ui.status.action.backToStart',
  contactSupport: 'ui.status.action.contactSupport',
  startNewBooking: 'ui.status.action.startNewBooking',
  signIn: 'ui.status.action.signIn',
  retry: 'checkout.retry',
  signAgain: 'ui.status.action.signAgain',
  restartIdCheck: 'ui.status.action.restartIdCheck',
  onRefresh: 'ui.status.action.refresh',
};

/** One ready-made status page: its tone, texts and actions. */
export interface StatusCase {
  tone: StatusTone;
  title: MessageKey;
  text: MessageKey;
  /** The actions in order: the first one given is the primary action. */
  actions: readonly ActionName[];
  announce?: boolean;
}

/** A status page of one case (`spec`), with the actions whose targets `props` give. */
export function CasePage(
  props: { spec: StatusCase } & StatusCasePageProps & Partial<Record<ActionName, StatusActionTarget>>,
): ReactNode {
  const { t } = useTranslation();
  const { spec } = props;
  const [primaryAction, secondaryAction] = spec.actions.flatMap((name): StatusPageAction[] => {
    const target = props[name];
    if (target === undefined) return [];
    const label = t(ACTION_LABELS[name]);
    return [typeof target === 'string' ? { label, href: target } : { label, onPress: target }];
  });
  return (
    <StatusPage
      tone={spec.tone}
      title={t(spec.title)}
      text={t(spec.text)}
      headingLevel={props.headingLevel}
      primaryAction={primaryAction}
      secondaryAction={secondaryAction}
      announce={spec.announce}
    />
  );
}
