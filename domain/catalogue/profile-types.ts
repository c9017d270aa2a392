/** Detailed assistant profile shown at /employe/{id} (spec §3 Assistant (profile)). */
export interface AssistantProfile {
  id: number;
  name: string;
  role: string;
  skills: { name: string; level: number }[];
  hourlyRate: number;
  rating: number;
  overview: string;
  detailedDescription: string;
  experience: { title: string; company: string; period: string }[];
  education: { degree: string; institution: string; year: string }[];
  services: string[];
  testimonials: { content: string; author: string; company: string; rating: number }[];
  similarEmployees: number[];
}
