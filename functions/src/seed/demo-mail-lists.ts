/**
 * Demo mail lists of the local stack (never in AWS): the office, BART, SkyTrain and its admins,
 * and the NYCT admins get a list; every other customer has none, so their external report shows
 * 'No Email List for this client'. A list someone has edited is left as it is.
 */
import { getMailList, putMailList } from '../mail/mail-lists';

/** The demo lists by client key (example.com addresses: the SES emulator keeps every mail). */
export const DEMO_MAIL_LISTS: Readonly<Record<string, string[]>> = {
  INTERNAL: ['office@grindline.example.com'],
  BART: ['track-maintenance@bart.example.com', 'rail-grinding@bart.example.com'],
  SKYTRAIN: ['guideway@skytrain.example.com'],
  SKYTRAIN_ADMIN: ['skytrain-admin@grindline.example.com'],
  NYCT_ADMIN: ['nyct-admin@grindline.example.com'],
};

/** Writes each demo list that is not stored yet; answers how many it wrote. */
export async function ensureDemoMailLists(): Promise<number> {
  let written = 0;
  for (const [clientKey, addresses] of Object.entries(DEMO_MAIL_LISTS)) {
    if (await getMailList(clientKey)) continue;
    await putMailList(clientKey, { addresses }, { username: 'grindline-seed' });
    written += 1;
  }
  return written;
}
