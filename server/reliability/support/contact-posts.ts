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
