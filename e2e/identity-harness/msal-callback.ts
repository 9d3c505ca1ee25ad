// MSAL 5's redirect bridge: hands the provider's answer to the page that asked (BroadcastChannel for
// the popup and the hidden iframe; back to the asking page for a redirect).
// https://learn.microsoft.com/en-us/entra/identity-platform/msal-js-initializing-client-applications
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

void broadcastResponseToMainFrame();
