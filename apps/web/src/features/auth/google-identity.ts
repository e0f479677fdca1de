/** Google Identity Services (token model): the script is loaded only when a client id is configured. */
interface TokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: TokenResponse) => void;
      error_callback?: (error: unknown) => void;
    }): { requestAccessToken(): void };
  };
}
declare global {
  interface Window {
    google?: { accounts?: GoogleAccounts };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccounts> | null = null;

export function loadGoogleIdentity(): Promise<GoogleAccounts> {
  if (window.google?.accounts) return Promise.resolve(window.google.accounts);
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google?.accounts ? resolve(window.google.accounts) : reject(new Error('no gsi'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Asks Google for an access token; resolves null when the user cancels or anything fails. */
export async function requestGoogleAccessToken(clientId: string): Promise<string | null> {
  try {
    const accounts = await loadGoogleIdentity();
    return await new Promise<string | null>((resolve) => {
      const client = accounts.oauth2.initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (response) => resolve(response.access_token ?? null),
        error_callback: () => resolve(null),
      });
      client.requestAccessToken();
    });
  } catch {
    return null;
  }
}
