/** Remote name to remoteEntry URL, as read from /remotes.json (frontend contract). */
export type RemoteUrls = Record<string, string>;

/**
 * Reads /remotes.json (`{ "remotes": { name: url } }`). A missing or malformed file is logged
 * and gives no remotes: every area then shows its 'unavailable' notice and the shell still works.
 */
export async function loadRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteUrls> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown };
    if (typeof body?.remotes !== 'object' || body.remotes === null) throw new Error('/remotes.json has no "remotes" object');
    return Object.fromEntries(
      Object.entries(body.remotes as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch (error) {
    console.error('Could not read /remotes.json', error);
    return {};
  }
}
