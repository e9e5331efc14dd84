// The /error page is reached with ?status=&message= from anywhere in the app (or a server
// redirect), so both values are treated as untrusted text.
const GENERIC_MESSAGE = 'Something went wrong.';

export function readErrorQuery(searchParams: URLSearchParams): { status?: number; message: string } {
  const rawStatus = searchParams.get('status');
  const status = rawStatus !== null && /^\d{3}$/.test(rawStatus) ? Number(rawStatus) : undefined;
  const message = searchParams.get('message')?.trim() || GENERIC_MESSAGE;
  return status !== undefined && status >= 100 && status <= 599 ? { status, message } : { message };
}
