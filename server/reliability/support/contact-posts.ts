/** A valid contact message, distinct for each `n`, as the contact form posts it. */
export const contactMessage = (n: number) => ({
  name: 'Client Fidèle',
  email: `client-${n}@exemple.fr`,
  company: 'Atelier Lumen',
  phone: '06 12 34 56 78',
  subject: 'Demande de contact - Atelier Lumen',
  message: `Message numéro ${n} : un projet à discuter.`,
});

export async function postContact(baseUrl: string, n: number): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactMessage(n)),
  });
}

/**
 * `senders` connections posting contact messages without pause until they die with the server, so that a kill always
 * falls while messages arrive; `acknowledged` holds each message answered 201: its id and its address.
 */
export function postWithoutPause(baseUrl: string, senders: number) {
  const acknowledged = new Map<number, string>();
  let sent = 0;
  const sender = async () => {
    for (;;) {
      const n = sent++;
      try {
        const response = await postContact(baseUrl, n);
        if (response.status === 201) acknowledged.set((await response.json()).id, contactMessage(n).email);
      } catch {
        return;
      }
    }
  };
  return { acknowledged, stopped: Promise.all(Array.from({ length: senders }, sender)) };
}
