import { useSyncExternalStore } from 'react';
import { formatMessage } from '../format.ts';
import { messages } from '../messages.ts';
import { StatusType, type StatusBarController, type StatusMessage } from './status-bar-store.ts';

const typeNames: Record<StatusType, string> = {
  [StatusType.success]: 'success',
  [StatusType.error]: 'error',
  [StatusType.info]: 'info',
  [StatusType.warning]: 'warning',
};

/** Errors and warnings interrupt (role=alert); success and information wait their turn (role=status). */
function isAssertive(type: StatusType): boolean {
  return type === StatusType.error || type === StatusType.warning;
}

function MessageText({ message }: { message: StatusMessage }) {
  return (
    <>
      <span className="status-bar-text">{message.statusText}</span>
      {message.statusCode !== undefined && message.statusCode !== '' ? (
        <span className="status-bar-code">
          {' '}
          {formatMessage(messages.statusBar.code, { code: message.statusCode })}
        </span>
      ) : null}
    </>
  );
}

/**
 * The status bar of a controller: both live regions are always in the page, empty until a message
 * arrives, so that assistive technology announces the text when it is inserted. It reads the
 * controller's message itself, so that a message renders only the bar.
 */
export function StatusBar({ controller }: { controller: StatusBarController }) {
  const { store } = controller;
  const message = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const assertive = message !== null && isAssertive(message.statusType);
  const className = message ? `status-bar status-bar-${typeNames[message.statusType]}` : 'status-bar';
  return (
    <div className={className}>
      <div className="status-bar-inner">
        <div role="status" className="status-bar-region">
          {message && !assertive ? <MessageText message={message} /> : null}
        </div>
        <div role="alert" className="status-bar-region">
          {message && assertive ? <MessageText message={message} /> : null}
        </div>
        {message ? (
          <button type="button" className="status-bar-dismiss" onClick={controller.clear}>
            {messages.statusBar.dismiss}
          </button>
        ) : null}
      </div>
    </div>
  );
}
