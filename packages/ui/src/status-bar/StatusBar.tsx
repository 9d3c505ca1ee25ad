import { useStore } from '@portail/state';
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
 * The status bar: both live regions are always in the page, empty until a message arrives, so that
 * assistive technology announces the text when it is inserted.
 */
export function StatusBar({ message, onDismiss }: { message: StatusMessage | null; onDismiss: () => void }) {
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
          <button type="button" className="status-bar-dismiss" onClick={onDismiss}>
            {messages.statusBar.dismiss}
          </button>
        ) : null}
      </div>
    </div>
  );
}

const shownMessage = (message: StatusMessage | null) => message;

/** The status bar of a controller: it reads the controller's message itself, so only it renders again. */
export function ControlledStatusBar({ controller }: { controller: StatusBarController }) {
  const message = useStore(controller.store, shownMessage);
  return <StatusBar message={message} onDismiss={controller.clear} />;
}
