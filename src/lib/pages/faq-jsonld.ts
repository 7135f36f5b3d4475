/**
 * FAQPage structured data for a page's questions (schema.org; Google Search Central, "FAQ (FAQPage, Question,
 * Answer) structured data"): every question of every FAQ section, each with its one accepted answer.
 */
export interface FaqSection {
  _type: string;
  items?: readonly { question: string; answer: string }[];
}

export function faqPageJsonLd(sections: readonly FaqSection[]): object | null {
  const questions = sections.filter((section) => section._type === 'pageFaq').flatMap((section) => section.items ?? []);
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
