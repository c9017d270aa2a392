import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '../../../domain/validation/contact-schema';

export const contactResolver = zodResolver(contactSchema);
