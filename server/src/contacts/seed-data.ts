import type { ContactStatus } from '@/api/contract/contacts';

/** Names a business's people gave the callers and texters they came to know, each given once. */
export const CUSTOMER_NAMES = {
  en: [
    'Olivia Bennett',
    'James Whitaker',
    'Priya Raman',
    'Marcus Reed',
    'Hannah Kowalski',
    'Daniel Osei',
    'Emily Tran',
    'Ryan Gallagher',
    'Sophie Turner',
    'Nathan Brooks',
    'Chloe Ward',
    'Ethan Morales',
    'Grace Whitman',
    'Aaron Fitzgerald',
    'Megan Doyle',
    'Samuel Ortiz',
    'Laura Jensen',
    'Tyler Nguyen',
    'Rachel Stein',
    'Jordan Blake',
    'Harriet Cole',
    'Kevin Brennan',
    'Natalie Ross',
    'Owen Murphy',
    'Bethany Clark',
    'Isaac Turner',
    'Leah Patel',
    'Connor Walsh',
  ],
  es: [
    'Lucía Fernández',
    'Javier Morales',
    'Carmen Ruiz',
    'Alejandro Navarro',
    'Marta Gil',
    'Pablo Herrera',
    'Elena Castro',
    'Sergio Ortega',
    'Raquel Domínguez',
    'Andrés Vidal',
    'Nuria Sánchez',
    'Diego Prieto',
    'Irene Molina',
    'Álvaro Santos',
    'Patricia León',
    'Rubén Iglesias',
  ],
};

/** Contacts a business brought from its old address book (a CSV import), before the assistant answered. */
export interface ImportedContact {
  name: string;
  phone: string | null;
  email: string | null;
  status: ContactStatus;
  tags: string[];
  daysAgo: number;
}

export const IMPORTED_CONTACTS: Record<'client@lato.test' | 'client2@lato.test' | 'agency', ImportedContact[]> = {
  'client@lato.test': [
    { name: 'Rebecca Lawson', phone: '+14045550131', email: 'rebecca.lawson@example.com', status: 'won', tags: ['vip'], daysAgo: 120 },
    { name: 'Tomás Delgado', phone: '+14045550132', email: null, status: 'won', tags: ['spanish', 'referral'], daysAgo: 118 },
    { name: 'Grace Holloway', phone: null, email: 'grace.holloway@example.com', status: 'open', tags: ['follow-up'], daysAgo: 90 },
    { name: 'Kevin Park', phone: '+14045550134', email: 'kpark@example.com', status: 'lost', tags: [], daysAgo: 90 },
    { name: 'Isabel Moreno', phone: '+34612345611', email: null, status: 'open', tags: ['spanish'], daysAgo: 45 },
    { name: 'Fiona Campbell', phone: '+14045550136', email: null, status: 'new', tags: ['referral'], daysAgo: 12 },
  ],
  'client2@lato.test': [
    { name: 'Oliver Hughes', phone: '+447700900101', email: 'oliver.hughes@example.co.uk', status: 'won', tags: ['vip'], daysAgo: 150 },
    { name: 'Amira Khan', phone: '+447700900102', email: null, status: 'open', tags: ['follow-up'], daysAgo: 80 },
    { name: 'George Fletcher', phone: null, email: 'g.fletcher@example.co.uk', status: 'lost', tags: [], daysAgo: 60 },
    { name: 'Ruth Adeyemi', phone: '+447700900104', email: null, status: 'new', tags: ['referral'], daysAgo: 20 },
  ],
  agency: [
    {
      name: 'Miguel Ángel Soto',
      phone: null,
      email: 'miguel@sotoabogados.example',
      status: 'open',
      tags: ['spanish', 'referral'],
      daysAgo: 70,
    },
    { name: 'Laura Pietersen', phone: '+31612345678', email: 'laura@pietersen-design.example', status: 'won', tags: ['vip'], daysAgo: 40 },
    { name: 'Noah Fischer', phone: null, email: 'noah.fischer@example.de', status: 'new', tags: ['follow-up'], daysAgo: 6 },
  ],
};
