/** The course-finder quiz's content: five questions, their options and what each recommendation offers. */

export type QuizCategory = 'Fatigue' | 'Cargo' | 'CoR' | 'WHS';
export type QuizRole = 'driver' | 'loader' | 'supervisor' | 'general';
export type QuizOptionCategory = QuizCategory | QuizRole | 'Any' | 'Contact';

export interface QuizOption {
  text: string;
  category: QuizOptionCategory;
}

export interface QuizQuestion {
  question: string;
  options: QuizOption[];
}

/** The second question's option that points a Cargo result at TLIA1001 (spec section 4). */
export const SECURE_LOADS_OPTION = 'Ensuring loads are secure and safe';

export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    question: 'What does most of your working day involve?',
    options: [
      { text: 'Driving heavy vehicles, often over long shifts', category: 'Fatigue' },
      { text: 'Loading, unloading and moving freight', category: 'Cargo' },
      { text: 'Scheduling, dispatch or managing transport tasks', category: 'CoR' },
      { text: 'General work in a transport or warehouse site', category: 'WHS' },
    ],
  },
  {
    question: 'Which of these matters most in your job right now?',
    options: [
      { text: 'Managing work and rest hours safely', category: 'Fatigue' },
      { text: SECURE_LOADS_OPTION, category: 'Cargo' },
      { text: 'Meeting chain of responsibility obligations', category: 'CoR' },
      { text: 'Spotting hazards and working safely every day', category: 'WHS' },
    ],
  },
  {
    question: 'What would you most like this training to help you with?',
    options: [
      { text: 'Staying alert and compliant with fatigue rules', category: 'Fatigue' },
      { text: 'Handling goods and cargo without damage or injury', category: 'Cargo' },
      { text: 'Understanding legal duties across the supply chain', category: 'CoR' },
      { text: 'Building safe work habits for myself and my team', category: 'WHS' },
    ],
  },
  {
    question: 'What best describes your role?',
    options: [
      { text: 'Driver', category: 'driver' },
      { text: 'Loader or warehouse worker', category: 'loader' },
      { text: 'Team leader or supervisor', category: 'supervisor' },
      { text: 'Other or general staff', category: 'general' },
    ],
  },
  {
    question: 'How would you like to get started?',
    options: [
      { text: 'Online, at my own pace', category: 'Any' },
      { text: 'A mix of online study and workplace support', category: 'Any' },
      { text: 'I’d like to speak with the training team first', category: 'Contact' },
    ],
  },
];

/** Why each recommendable unit suits the person who gets it; titles come from the catalogue. */
export const QUIZ_BENEFITS: Record<string, string> = {
  TLIF0005: 'Put your workplace’s fatigue risk management system into practice on every shift.',
  TLIF0006: 'Lead fatigue management for your team and meet heavy vehicle work and rest requirements.',
  TLIF0009: 'Understand your chain of responsibility duties and apply them in everyday work.',
  TLIF0080: 'Implement and monitor the safety duties of transport activities as a supervisor.',
  TLIA1001: 'Restrain and secure loads to the Load Restraint Guide so every trip is safe.',
  TLID0015: 'Load and unload goods safely and efficiently, protecting people and freight.',
  TLIF0025: 'Build the work health and safety foundations every transport worker needs.',
};

/** The result shown instead of a unit when the visitor would rather talk to the team first. */
export const QUIZ_CONTACT_RECOMMENDATION = {
  title: 'Talk with our training team',
  benefit: 'Tell us about your role and your workplace, and we’ll help you choose the unit that fits.',
};
